/** Where the running servers and their side channels are (scripts/e2e.mjs sets these). */
function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run these tests through \`npm run test:e2e\` (or test:security, test:abuse)`)
  return value
}

export const siteUrl = process.env.E2E_SITE_URL ?? 'http://localhost:3000'
export const cmsUrl = process.env.E2E_CMS_URL ?? 'http://localhost:3001'
export const databaseUrl = () => required('E2E_DATABASE_URL')
export const mailDir = () => required('E2E_MAIL_DIR')
export const smsLog = () => required('E2E_SMS_LOG')

/**
 * Demo accounts the e2e seed creates (cms/src/seed/seed.ts). Read-only use only: a test that changes
 * an account, or counts what an account has, makes its own with e2e/support/factory.ts.
 */
export const DEMO = {
  password: 'Demo@12345',
  buyer: 'buyer@gruha.local',
  seller: 'seller@gruha.local',
  agent: 'agent@gruha.local',
  admin: { email: 'admin@gruha.local', password: 'Admin@12345' },
  editor: { email: 'editor@gruha.local', password: 'Editor@12345' },
} as const

/** The demo members' password (DEMO.password). */
export const DEMO_PASSWORD = DEMO.password

/** Payload's REST API (staff only, ADR 7; public reads keep their access rules). */
export const cmsApiUrl = `${cmsUrl}/cms/api`
