// The saved-searches services: what the site and the console API may call (issue 21: one public face per area).
export * from './change-saved-search'
export * from './list-saved-searches'
export * from './save-search'
export * from './unsubscribe-search'
