// The contact-blocks services: what the site and the console API may call (issue 21: one public face per area).
export * from './list-blocked-members'
export * from './mark-as-spam'
export * from './unmark-spam'
