/**
 * The only entry point of the seed: `npm run seed -w @gruha/cms` (tsx src/seed/cli.ts).
 *
 *   SEED_DEMO=1                 also create demo accounts and the demo catalogue
 *   SEED_ADMIN_EMAIL            admin e-mail (default admin@gruha.local)
 *   SEED_ADMIN_PASSWORD         admin password (default Admin@12345; must meet the password rule)
 *
 * Plus the server environment the Payload config needs (DATABASE_URL, PAYLOAD_SECRET, ...).
 * Exits 0 on success and 1 with a readable message on failure. Payload keeps its database pool
 * open, so the process exits explicitly.
 */
import { getPayload, type Payload } from 'payload'
import { runMailQueue } from '../mail'

import { adminCredentials, DEMO_ACCOUNTS, DEMO_PASSWORD, EDITOR_EMAIL, EDITOR_PASSWORD, seed, type SeedSummary } from './seed'

const flag = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true'

function formatSummary(summary: SeedSummary): string {
  const rows = Object.entries(summary).map(
    ([name, c]) => `  ${name.padEnd(14)} ${String(c.created).padStart(4)} created  ${String(c.skipped).padStart(4)} skipped`,
  )
  return rows.join('\n')
}

async function main(): Promise<void> {
  // The seed queues mail (the demo members' enquiries and tours) and sends it itself before it exits
  // (below). A background kick could be cut off mid-SMTP by the exit, leaving the catcher a reset connection.
  process.env.GRUHA_MAIL_KICK = '0'
  const demo = flag(process.env.SEED_DEMO)
  const started = Date.now()
  // Checked before connecting, so a weak SEED_ADMIN_PASSWORD fails fast.
  const admin = adminCredentials()

  // Loaded here rather than at the top so that a bad environment is reported by main's catch.
  const { default: config } = await import('../payload.config')
  let payload: Payload | undefined
  try {
    payload = await getPayload({ config })
    const summary = await seed(payload, { demo, log: (line) => console.log(`seed: ${line}`) })
    // Sent now, so the demo's mail is out before the servers start (tests read the catcher by time).
    await runMailQueue(payload)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`\nSeed finished in ${seconds} s${demo ? ' (with demo data)' : ''}:\n${formatSummary(summary)}\n`)
    console.log('Sign-ins:')
    console.log(
      `  admin   ${admin.email}${process.env.SEED_ADMIN_PASSWORD ? '  (password from SEED_ADMIN_PASSWORD)' : `  / ${admin.password}`}`,
    )
    console.log(`  editor  ${EDITOR_EMAIL}  / ${EDITOR_PASSWORD}`)
    if (demo) {
      for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${role.padEnd(7)} ${email}  / ${DEMO_PASSWORD}`)
    } else {
      console.log('  (run with SEED_DEMO=1 for demo buyer, seller and agent accounts and demo listings)')
    }
  } finally {
    await payload?.db.destroy?.().catch(() => {})
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`\nSeed failed: ${message}`)
    const data = (error as { data?: { errors?: Array<{ path?: string; message?: string }> } })?.data
    for (const e of data?.errors ?? []) console.error(`  ${e.path ?? ''}: ${e.message ?? ''}`)
    if (process.env.SEED_DEBUG && error instanceof Error && error.stack) console.error(error.stack)
    process.exit(1)
  },
)
