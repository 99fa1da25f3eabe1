import { s3Storage } from '@payloadcms/storage-s3'
import type { ServerEnv } from './env'

/** Uploads go to local disk unless an S3 bucket (AWS or MinIO) is configured. */
export function storagePlugins(env: ServerEnv) {
  if (!env.S3_BUCKET) return []
  return [
    s3Storage({
      bucket: env.S3_BUCKET,
      collections: {
        media: { prefix: 'media' },
        // Private files are never public: served only through Payload's access-checked handler.
        documents: { prefix: 'documents', signedDownloads: { expiresIn: 60 } },
      },
      config: {
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        forcePathStyle: Boolean(env.S3_ENDPOINT),
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
      },
    }),
  ]
}
