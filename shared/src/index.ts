/**
 * @gruha/shared: option lists, messages, formatting, slugs, state rules and zod schemas shared
 * by the cms (Payload), the site (Remix) and the console (react-admin). TypeScript source, no
 * build step, browser-safe (no Node-only imports).
 */
export * from './constants'
export * from './options'
export * from './locales'
export * from './format'
export * from './slug'
export * from './dates'
export * from './errors'
export * from './status'
export * from './schemas/index'
export * from './embedded-pdf'
export * from './property-form'
export * from './audit'
export * from './admin-stats'
export * from './ids'
export * from './footer-links'
export * from './rera'
export * from './trust'
export * from './listing-safety'
export * from './moderation'
export * from './price-insight'
export * from './compare'
