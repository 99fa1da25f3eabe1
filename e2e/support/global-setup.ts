import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium (e2e/support/chromium.ts); each file connects to it. */
    chromiumWsEndpoint: string
    /** Where the run notes the pages axe found clean (e2e/support/a11y.ts). */
    a11yCleanPagesDir: string
  }
}

/** Vitest global setup for the e2e stage: one Chromium and one clean-pages list for the whole run. */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const cleanPages = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-a11y-clean-'))
  project.provide('chromiumWsEndpoint', server.wsEndpoint())
  project.provide('a11yCleanPagesDir', cleanPages)
  return async () => {
    await server.close()
    fs.rmSync(cleanPages, { recursive: true, force: true })
  }
}
