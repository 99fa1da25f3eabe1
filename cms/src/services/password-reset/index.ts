// The password-reset services: what the site and the console API may call (issue 21: one public face per area).
export * from './request-password-reset'
// Also behind /cms/api/users/reset-password (a users endpoint), so it lives in the domain layer (ADR 27).
export * from '../../domain/password-reset/reset-password'
