// The uploads services: what the site and the console API may call (issue 21: one public face per area).
export * from './find-stored-file'
export * from './upload-file'
