import { getPayload, type CollectionSlug, type DataFromCollectionSlug, type Payload } from 'payload'
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

/**
 * A document of any collection as the plain record that generic code (the admin console's
 * resources, member lists) reads field by field. Payload's generated document types are
 * interfaces without an index signature, so TypeScript cannot relate them to a record directly.
 */
export function asPlainRecord(doc: DataFromCollectionSlug<CollectionSlug>): Record<string, unknown> {
  // eslint-disable-next-line no-restricted-syntax -- generated interfaces lack an index signature; the value is returned as is
  return doc as unknown as Record<string, unknown>
}
