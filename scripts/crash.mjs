// `npm run test:crash`: kills the site, the CMS and PostgreSQL with kill -9, by turns, in the middle of
// writes (CRASH_KILLS times, 100 by default), restarts each, and proves that no acknowledged write was
// lost and nothing was left half done (ADR 23). Needs a build (npm run build). Exits 1 on any loss.
import crypto from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startStack } from './crash/stack.mjs'
import { Tally, operations } from './crash/writes.mjs'
import { halfDone, missingWrites, orphanFiles } from './crash/verify.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const KILLS = Number(process.env.CRASH_KILLS ?? 100)
const WRITERS = Number(process.env.CRASH_WRITERS ?? 4)
const TARGETS = ['site', 'cms', 'postgres']
const DEMO_PASSWORD = 'Demo@12345'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Accounts of the test's own, straight in the database with the demo password (as e2e/support/factory.ts). */
async function createAccounts(db) {
  const make = async (role, n, extra = '') => {
    const out = []
    for (let i = 0; i < n; i++) {
      const email = `crashsetup-${role}-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`
      const { rows } = await db.query(
        `insert into users (email, first_name, last_name, role, status, verification_status, email_verified, hash, salt,
                            terms_accepted_at, updated_at, created_at ${extra ? ', agent_license_number' : ''})
         select $1, 'Crash', $2::text, $2::text::enum_users_role, 'active', 'verified', true, hash, salt, now(), now(), now()
                ${extra ? `, '${extra}' || $3` : ''}
           from users where email = 'buyer@gruha.local' returning id`,
        extra ? [email, role, i] : [email, role],
      )
      out.push({ id: rows[0].id, email })
    }
    return out
  }
  // Members may send and list as much as the test needs (quotas and contact caps are other tests' subject).
  await db.query(`update site_settings set contact_limits_enquiries = 100000, member_quotas_listings_per_day_verified = 100000,
                   member_quotas_uploads_per_day = 100000, member_quotas_upload_mb_per_day = 100000`)
  return {
    admin: (await make('admin', 1))[0],
    sellers: await make('seller', 6),
    buyers: await make('buyer', 6),
    agents: await make('agent', 3, 'CRASH-A'),
  }
}

async function siteSignIn(siteUrl, email) {
  const res = await fetch(`${siteUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: siteUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'signin', email, password: DEMO_PASSWORD }).toString(),
  })
  await res.arrayBuffer()
  const cookie = res.headers.getSetCookie().find((c) => c.includes('gruha_session='))
  if (res.status !== 302 || !cookie) throw new Error(`site sign-in of ${email}: ${res.status}`)
  return cookie.split(';')[0]
}

async function cmsSignIn(cmsUrl, email) {
  const res = await fetch(`${cmsUrl}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cmsUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const body = await res.json()
  if (!body.token) throw new Error(`CMS sign-in of ${email}: ${res.status}`)
  return body.token
}

async function main() {
  const started = performance.now()
  const stack = await startStack(root)
  const db = new pg.Client({ connectionString: stack.databaseUrl })
  db.on('error', () => {})
  // The writers' one read (an enquiry's id, which the site does not answer): a pool that outlives restarts.
  const reads = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 })
  reads.on('error', () => {})
  const tally = new Tally()
  const kills = Object.fromEntries(TARGETS.map((t) => [t, 0]))
  const downtime = Object.fromEntries(TARGETS.map((t) => [t, []]))
  let failure = null
  try {
    await db.connect()
    const accounts = await createAccounts(db)
    const [{ slug }] = (await db.query(`select slug from properties where status = 'active' and slug is not null order by id limit 1`)).rows
    const sign = async (list) => Promise.all(list.map(async (u) => ({ ...u, cookie: await siteSignIn(stack.siteUrl, u.email) })))
    const ctx = {
      root,
      siteUrl: stack.siteUrl,
      cmsUrl: stack.cmsUrl,
      tally,
      admin: {
        ...accounts.admin,
        cookie: await siteSignIn(stack.siteUrl, accounts.admin.email),
        jwt: await cmsSignIn(stack.cmsUrl, accounts.admin.email),
      },
      sellers: await sign(accounts.sellers),
      buyers: await sign(accounts.buyers),
      agents: accounts.agents,
      enquiryTarget: { slug },
      queryOne: async (sql, params) => {
        for (let i = 0; i < 40; i++) {
          try {
            return (await reads.query(sql, params)).rows[0] ?? null
          } catch {
            await sleep(250)
          }
        }
        return null
      },
    }
    await db.end()
    const ops = operations(ctx)
    const setupSeconds = (performance.now() - started) / 1000
    console.log(`set up in ${setupSeconds.toFixed(0)} s; ${WRITERS} writers, ${KILLS} kills (${TARGETS.join(', ')} by turns)`)

    let stopping = false
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = w; !stopping; i++) {
        await ops[i % ops.length]()
        // While a process is down its writes fail at once: no need to spin.
        if (tally.down) await sleep(100)
      }
    })
    const killStarted = performance.now()
    for (let k = 0; k < KILLS; k++) {
      const target = TARGETS[k % TARGETS.length]
      await sleep(50 + crypto.randomInt(451))
      const down = performance.now()
      tally.setDown(target)
      await stack.killAndRestart(target)
      tally.setDown(null)
      kills[target]++
      downtime[target].push(performance.now() - down)
      if ((k + 1) % 10 === 0 || k + 1 === KILLS) {
        const t = tally.totals()
        console.log(
          `  ${k + 1}/${KILLS} kills, ${t.acknowledged} writes acknowledged so far (${((performance.now() - killStarted) / 1000).toFixed(0)} s)`,
        )
      }
    }
    // A last round of writes with everything up, then the writers finish what they started.
    await sleep(1000)
    stopping = true
    await Promise.all(writers)

    const check = new pg.Client({ connectionString: stack.databaseUrl })
    check.on('error', () => {})
    await check.connect()
    let missing, broken, orphans
    try {
      missing = await missingWrites(check, tally.acked)
      broken = await halfDone(check, stack.mediaDir)
      orphans = await orphanFiles(check, stack.mediaDir)
    } finally {
      await check.end()
    }
    report({ kills, downtime, tally, missing, broken, orphans, seconds: (performance.now() - started) / 1000, setupSeconds })
    if (missing.length || broken.length)
      failure = new Error(`${missing.length} acknowledged write(s) lost, ${broken.length} half-done record(s)`)
  } catch (error) {
    failure = error
    console.error(error)
    for (const child of Object.values(stack.children))
      if (child.logs.length) console.error(`[${child.label}] ${child.logs.join('').slice(-3000)}`)
  } finally {
    await reads.end().catch(() => {})
    await stack.stop()
  }
  if (failure) {
    console.error(`\ncrash test FAILED: ${failure.message}`)
    process.exit(1)
  }
  console.log('\ncrash test passed')
}

function report({ kills, downtime, tally, missing, broken, orphans, seconds, setupSeconds }) {
  const ms = (list) =>
    list.length ? `${Math.round(list.reduce((a, b) => a + b, 0) / list.length)} ms mean, ${Math.round(Math.max(...list))} ms max` : '-'
  console.log('\nkills (kill -9, then restart until /readyz answers 200 on the site and the CMS):')
  for (const [target, n] of Object.entries(kills))
    console.log(`  ${target.padEnd(9)} ${String(n).padStart(4)}   back in ${ms(downtime[target])}`)
  console.log(`  ${'total'.padEnd(9)} ${String(Object.values(kills).reduce((a, b) => a + b, 0)).padStart(4)}`)
  const cols = ['attempted', 'acknowledged', 'failedWhileDown', 'refusedWhileUp', 'failedWhileUp']
  const head = ['write', 'attempted', 'acknowledged', 'failed while down', 'refused while up', 'failed while up']
  const rows = [...tally.kinds].map(([kind, row]) => [kind, ...cols.map((c) => row[c])])
  const total = tally.totals()
  rows.push(['all writes', ...cols.map((c) => total[c])])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  console.log('\nwrites:')
  console.log('  ' + head.map((h, i) => (i ? h.padStart(widths[i]) : h.padEnd(widths[i]))).join('  '))
  for (const r of rows) console.log('  ' + r.map((v, i) => (i ? String(v).padStart(widths[i]) : String(v).padEnd(widths[i]))).join('  '))
  for (const [kind, row] of tally.kinds) for (const [reason, n] of row.refusals) console.log(`  while up: ${kind}: ${reason} (x${n})`)
  console.log(`\nacknowledged but missing: ${missing.length}`)
  for (const line of missing.slice(0, 20)) console.log(`  ${line}`)
  console.log(`half-done records found: ${broken.length}`)
  for (const line of broken.slice(0, 20)) console.log(`  ${line}`)
  console.log(`picture files without a row (an upload cut off before its commit; harmless): ${orphans}`)
  console.log(`total time: ${seconds.toFixed(0)} s (setup ${setupSeconds.toFixed(0)} s)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
