// The assignments services: what the site and the console API may call (issue 21: one public face per area).
export * from './assign-agent'
export * from './list-agent-assignments'
export * from './respond-to-assignment'
