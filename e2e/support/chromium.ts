/**
 * How the browser tests start Chromium: one for the whole run (e2e/support/global-setup.ts), which each
 * test file connects to, because a launch costs about 1.7 CPU-seconds and there are some 80 files.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags the machine's closed network needs: no background connections, no first-run work. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
