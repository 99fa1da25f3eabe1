// The properties services: what the site and the console API may call (issue 21: one public face per area).
export * from './find-map-markers'
export * from './get-property-page'
export * from './property-card'
export * from './rental-overview'
export * from './search-properties'
export * from './search-where'
export * from './welcome-counts'
