import { getPayload, type Payload } from 'payload'
import config from '@gruha/cms/config'

declare global {
  // Survives dev-server module reloads, so one connection pool serves the process.
  var __gruhaPayload: Promise<Payload> | undefined
}

/** The in-process Payload Local API. Callers pass `overrideAccess: false, user` for request work. */
export function getPayloadClient(): Promise<Payload> {
  globalThis.__gruhaPayload ??= getPayload({ config })
  return globalThis.__gruhaPayload
}
