/**
 * Gives the vitest run its own throwaway database: on the server named by
 * TEST_PG_SERVER_URL or DATABASE_URL, or else on an embedded PostgreSQL in a temp folder.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import { startPostgres } from '../lib/postgres.mjs'
import { migrate } from '../lib/migrate.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')

export default async function setup() {
  const serverUrl = process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL
  const tempDir = serverUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-vitest-pg-'))
  const server = await startPostgres({ serverUrl, dataDir: tempDir ? path.join(tempDir, 'pg') : '' })
  const database = `gruha_vitest_${crypto.randomBytes(4).toString('hex')}`
  const url = await server.createDatabase(database)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-vitest-data-'))

  const hasMigrations = fs
    .readdirSync(path.join(root, 'cms', 'src', 'migrations'), { withFileTypes: true })
    .some((e) => e.isFile() && /^\d.*\.ts$/.test(e.name))
  Object.assign(process.env, {
    DATABASE_URL: url,
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    GRUHA_DATA_DIR: dataDir,
    GRUHA_ROOT: root,
    NODE_ENV: 'test',
    // Tests run the mail queue themselves (payload.jobs.run), never in the background.
    GRUHA_MAIL_KICK: '0',
  })
  const teardown = async () => {
    await server.dropDatabase(database).catch(() => {})
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true })
  }
  try {
    // Until the first migration is committed, push the schema once here (never from parallel workers).
    await migrate(root, { PAYLOAD_PUSH: hasMigrations ? '' : '1' })
  } catch (error) {
    await teardown()
    throw error
  }
  process.env.PAYLOAD_PUSH = ''
  return teardown
}
