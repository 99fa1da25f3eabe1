// The committed Payload migrations (ADR 5): the only source of a restored schema.
import fs from 'node:fs'
import path from 'node:path'
import { migrate } from '../../lib/migrate.mjs'
import { throwawaySecret } from '../../lib/secrets.mjs'
import { UserError } from './cli.mjs'

/** The migrations this code knows, by name, in their committed order. */
export function knownMigrations(root) {
  return fs
    .readdirSync(path.join(root, 'cms', 'src', 'migrations'))
    .filter((file) => /^\d.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}

/**
 * Refuses a backup taken after a migration this code lacks: its rows fit a schema the code cannot build.
 * Returns the known migrations the backup predates (npm start applies them after the restore).
 */
export function migrationsToReplay(root, applied) {
  const known = knownMigrations(root)
  const unknown = applied.filter((name) => !known.includes(name))
  if (unknown.length) {
    throw new UserError(
      `the backup's schema has ${unknown.length} migration${unknown.length === 1 ? '' : 's'} this code does not know (${unknown[0]}…): restore it with the release it was taken with`,
    )
  }
  return { newer: known.filter((name) => !applied.includes(name)) }
}

/** Builds the schema the backup was taken with: its migrations, and none newer (they would change its tables). */
export async function migrateTo(root, databaseUrl, names) {
  // Migrations need a secret to load the config but never use it.
  const env = { DATABASE_URL: databaseUrl, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? throwawaySecret(), PAYLOAD_PUSH: '' }
  await migrate(root, env, { only: names, quiet: true })
}
