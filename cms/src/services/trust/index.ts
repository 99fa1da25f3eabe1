// The trust services: what the site and the console API may call (issue 21: one public face per area).
export * from './listing-trust'
export * from './record-field-visit'
export * from './rera-badge'
export * from '../../domain/trust-settings'
