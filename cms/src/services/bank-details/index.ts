// The bank-details services: what the site and the console API may call (issue 21: one public face per area).
export * from './get-bank-details'
export * from './update-bank-details'
