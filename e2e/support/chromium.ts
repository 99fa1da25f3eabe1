import fs from 'node:fs'

/**
 * How the browser tests start Chromium: one for the whole run (e2e/support/global-setup.ts), which each
 * test file connects to, because a launch costs about 1.7 CPU-seconds and there are some 80 files.
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium'
/**
 * Debian's `chromium-headless-shell`: the same Chromium build (Blink, V8, version) as /usr/bin/chromium,
 * without the desktop browser's windows and UI, which is what Playwright itself runs headless. A context
 * costs a fifth of the CPU and the browser stage about a third less (ADR 26). CHROMIUM_PATH=/usr/bin/chromium
 * runs the suite in the desktop browser.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM)

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
