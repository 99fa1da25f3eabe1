// The moderation services: what the site and the console API may call (issue 21: one public face per area).
export * from './find-moderation-case'
export * from './moderate-case'
export * from './report-target'
