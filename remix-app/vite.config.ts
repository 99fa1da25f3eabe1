import { vitePlugin as remix } from '@remix-run/dev'
import path from 'node:path'
import { defineConfig } from 'vite'
import { jsonFrame } from './json-frame'
import { messagesByEnglish } from './messages-by-english'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

// Server-only packages that Vite's dependency scanner must not try to bundle for the browser.
const serverOnly = [
  'payload',
  '@payloadcms/db-postgres',
  '@payloadcms/richtext-lexical',
  '@payloadcms/drizzle',
  '@payloadcms/email-nodemailer',
  '@payloadcms/storage-s3',
  '@react-email/components',
  '@react-email/render',
  'sharp',
  '@remix-run/node',
  'remix-auth',
  'remix-auth-form',
]

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  server: { port: 3000 },
  optimizeDeps: {
    exclude: serverOnly,
    include: ['react-leaflet', 'leaflet'],
  },
  ssr: {
    external: serverOnly,
  },
  // The manifest (Remix moves it to build/.vite, outside the public folder) names the sign-in panel's
  // chunks, which pages preload without running (utils/lazy-chunks.server.ts).
  // An SVG stays a file: the footer's sprite is used with `<use href>`, which does not follow a data: URL.
  build: { target: 'es2022', manifest: true, assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined) },
  plugins: [
    jsonFrame(),
    messagesByEnglish(),
    remix({
      // Tests may sit beside the route they test; they are not routes.
      ignoredRouteFiles: ['**/*.test.{ts,tsx}'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
})
