import { env } from '~/utils/env.server'

/** The absolute URL of a site path, on the configured public origin (never the request's Host). */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString()
}
