// Not nested under the marketing page's layout (trailing _). The property-management area lists the same owned properties as /my-properties (spec 001).
export { loader, meta, ErrorBoundary, default } from './my-properties'
