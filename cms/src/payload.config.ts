import path from 'node:path'
import { buildConfig } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { serializeSessionWrites } from './db/session-writes'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import sharp from 'sharp'
import { DEFAULT_LOCALE, LOCALE_NAMES, MAX_UPLOAD_BYTES, SITE_LOCALES } from '@gruha/shared'
import { collections } from './collections'
import { withReadableLabels } from './fields/readableLabels'
import { globals } from './globals'
import { jobs } from './jobs'
import { cmsCookiePrefix, serverEnv } from './env'
import { emailAdapter } from './email'
import { storagePlugins } from './storage'
import { cmsDir, migrationsDir } from './paths'
import { IDLE_CONNECTION_MS, applicationName, survivePoolErrors } from './db/pool-errors'
import { reportFailedCommits } from './db/failed-commits'
import { withFoldedSearchColumns } from './db/search-column'
import { badInputIs400 } from './hooks/badInputIs400'

const env = serverEnv()
const trustedOrigins = [env.SITE_URL, env.CMS_URL]

export default buildConfig({
  serverURL: env.CMS_URL,
  secret: env.PAYLOAD_SECRET,
  cookiePrefix: cmsCookiePrefix(),
  // Payload's REST API sits under /cms too, so one origin can serve the site's /api/admin/* beside it.
  routes: { admin: '/cms', api: '/cms/api' },
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · Gruha CMS' },
    // Gravatar would call out to the internet from every editor's browser.
    avatar: 'default',
    // Dates as the rest of Gruha writes them (dd/mm/yyyy, 24-hour clock); Payload's default is 'MMMM do yyyy'.
    // Shown in the editor's own time zone, so the zone is stated (GMT+5:30 in India).
    dateFormat: 'dd/MM/yyyy, HH:mm O',
    importMap: {
      baseDir: path.join(cmsDir(), 'src'),
      importMapFile: path.join(cmsDir(), 'src', 'app', '(payload)', 'cms', 'importMap.js'),
    },
  },
  collections: collections.map(withReadableLabels),
  globals: globals.map(withReadableLabels),
  // Pages and posts are written per language; a missing translation falls back to English (issue 11).
  localization: {
    locales: SITE_LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  jobs,
  editor: lexicalEditor(),
  db: withFoldedSearchColumns(
    postgresAdapter({
      pool: {
        connectionString: env.DATABASE_URL,
        max: 10,
        idleTimeoutMillis: IDLE_CONNECTION_MS,
        application_name: applicationName('payload'),
        // Compiling a query plan with LLVM took 100–260 ms where the query itself took 10 (ADR 29).
        options: '-c jit=off',
      },
      ...(env.DATABASE_READ_REPLICA_URLS.length ? { readReplicas: env.DATABASE_READ_REPLICA_URLS } : {}),
      // Committed migrations are the schema; push is opt-in for local iteration only.
      push: env.PAYLOAD_PUSH,
      migrationDir: migrationsDir(),
    }),
  ),
  sharp,
  email: emailAdapter(env),
  plugins: storagePlugins(env),
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  csrf: trustedOrigins,
  cors: trustedOrigins,
  // The CMS admin UI uses REST only; /cms/api is for staff (docs/decisions/0007-cms-api-staff-only.md).
  graphQL: { disable: true },
  hooks: { afterError: [badInputIs400] },
  telemetry: false,
  onInit: (payload) => {
    survivePoolErrors(payload.db.pool, 'payload')
    // A COMMIT that fails fails the operation (Payload would answer success: db/failed-commits.ts).
    reportFailedCommits(payload)
    // Sign-ins at the same moment keep each other's sessions (db/session-writes.ts).
    serializeSessionWrites(payload)
  },
  typescript: { outputFile: path.join(cmsDir(), 'src', 'payload-types.ts') },
})
