/**
 * Brings the database schema up to date: runs committed migrations
 * (or, with PAYLOAD_PUSH=1 during local iteration, pushes the schema), then exits.
 * `--only=<name>,<name>` runs just those, in their committed order: a restore (scripts/db) builds
 * the schema its backup was taken with, so newer migrations then transform the restored rows.
 */
import { getPayload, readMigrationFiles } from 'payload'
import config from '../payload.config'

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')

const started = Date.now()
const payload = await getPayload({ config })
const migrations = only && (await readMigrationFiles({ payload })).filter((migration) => only.includes(migration.name))
await payload.db.migrate(migrations ? { migrations } : undefined)
console.log(`database schema ready in ${Date.now() - started} ms`)
await payload.db.destroy?.()
process.exit(0)
