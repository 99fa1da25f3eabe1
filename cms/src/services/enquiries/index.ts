// The enquiries services: what the site and the console API may call (issue 21: one public face per area).
export * from './answer-enquiry'
export * from './list-enquiries'
export * from './send-enquiry'
export * from './send-follow-up'
