/**
 * Brings the database schema up to date: runs committed migrations
 * (or, with PAYLOAD_PUSH=1 during local iteration, pushes the schema), then exits.
 */
import { getPayload } from 'payload'
import config from '../payload.config'

const started = Date.now()
const payload = await getPayload({ config })
await payload.db.migrate()
console.log(`database schema ready in ${Date.now() - started} ms`)
await payload.db.destroy?.()
process.exit(0)
