import { withPayload } from '@payloadcms/next/withPayload'

// HSTS and upgrading requests only where the CMS is served over HTTPS in production (not local http runs).
const production = process.env.NODE_ENV === 'production' && (process.env.CMS_URL ?? '').startsWith('https:')

/**
 * The CMS's Content-Security-Policy. Next writes its page data as inline scripts without a nonce
 * on Payload's admin pages, so scripts are limited to this origin plus inline; everything else
 * (frames, plugins, base, form targets, connections) is closed down.
 */
const csp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  ...(production ? ['upgrade-insecure-requests'] : []),
].join('; ')

/**
 * `npm test` builds once from a clean clone, after its static stage has type-checked every workspace:
 * there, Next's own TypeScript pass repeats that check and its Turbopack disk cache is never read again.
 */
const oneShotBuild = process.env.GRUHA_ONE_SHOT_BUILD === '1'

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@gruha/shared'],
  typescript: { ignoreBuildErrors: oneShotBuild },
  experimental: { turbopackFileSystemCacheForBuild: !oneShotBuild },
  poweredByHeader: false,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: csp },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=()' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
        ],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
