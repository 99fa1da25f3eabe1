export { loader, meta, ErrorBoundary, default } from './agent.dashboard'
