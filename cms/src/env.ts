import { z } from 'zod'

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true')

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }),
  /**
   * Streaming replicas for reads, comma separated (ADR 24). Writes, reads inside a write, and reads in
   * the 2 s after this process wrote go to DATABASE_URL (Payload's readReplicasAfterWriteInterval).
   */
  DATABASE_READ_REPLICA_URLS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url({ message: 'DATABASE_READ_REPLICA_URLS must be postgres:// URLs, comma separated' }))),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters'),
  /** Push the schema without migrations. Local schema iteration only. */
  PAYLOAD_PUSH: flag,
  SITE_URL: z.string().url().default('http://localhost:3000'),
  CMS_URL: z.string().url().default('http://localhost:3001'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(1025),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: flag,
  MAIL_FROM: z.string().default('Gruha <no-reply@gruha.in>'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  COOKIE_SECURE: z.string().optional(),
  /** Demo mode: the demo accounts are seeded and /login offers their shortcuts. Never set in production. */
  SEED_DEMO: flag,
})

export type ServerEnv = z.infer<typeof serverEnvSchema>

let cached: ServerEnv | undefined

/** The server environment, checked once. Throws a readable error listing every bad variable. */
export function serverEnv(): ServerEnv {
  if (cached) return cached
  const parsed = serverEnvSchema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  cached = parsed.data
  return cached
}

/** Secure cookies in production unless explicitly turned off (plain-http previews). */
export function cookiesSecure(): boolean {
  const env = serverEnv()
  if (env.COOKIE_SECURE !== undefined) return env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true'
  return env.NODE_ENV === 'production'
}

/**
 * The prefix of Payload's session cookie (`<prefix>-token`). With Secure cookies it takes
 * `__Host-`, so browsers accept it only over HTTPS, for this host, with Path=/ and no Domain: a
 * sibling subdomain or a plain-HTTP page cannot plant or overwrite it.
 */
export function cmsCookiePrefix(): string {
  return cookiesSecure() ? '__Host-payload' : 'payload'
}
