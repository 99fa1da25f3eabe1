// The demo accounts' one-click sign-in on /login, when the demo data is seeded (SEED_DEMO).
export { demoShortcuts } from '../../seed/demo-accounts'
