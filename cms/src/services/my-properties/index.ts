// The my-properties services: what the site and the console API may call (issue 21: one public face per area).
export * from './add-my-property'
export * from './delete-my-property'
export * from './find-my-property'
export * from './list-my-properties'
export * from './set-my-property-status'
export * from './update-my-property'
