// The documents services: what the site and the console API may call (issue 21: one public face per area).
export * from './file-user-document'
export * from './list-user-documents'
export * from './read-private-document'
export * from './review-document'
