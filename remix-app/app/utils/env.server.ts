import { z } from 'zod'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  CMS_URL: z.string().url().default('http://localhost:3001'),
  COOKIE_SECURE: z.string().optional(),
})

let cached: z.infer<typeof schema> | undefined

/** The Remix server's environment, checked with zod the first time it is needed. */
export function env() {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`)
  }
  cached = parsed.data
  return cached
}

export function secureCookies(): boolean {
  const { COOKIE_SECURE, NODE_ENV } = env()
  if (COOKIE_SECURE !== undefined) return COOKIE_SECURE === '1' || COOKIE_SECURE === 'true'
  return NODE_ENV === 'production'
}
