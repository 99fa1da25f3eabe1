// The profile services: what the site and the console API may call (issue 21: one public face per area).
export * from './change-password'
export * from './get-profile'
export * from './update-profile'
