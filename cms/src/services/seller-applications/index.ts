// The seller-applications services: what the site and the console API may call (issue 21: one public face per area).
export * from './submit-seller-application'
