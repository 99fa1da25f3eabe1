// The password-reset services: what the site and the console API may call (issue 21: one public face per area).
export * from './request-password-reset'
export * from './reset-password'
