// Builds the three apps: the console (Vite), the site (Remix on Vite) and the CMS (Next).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCommand } from './lib/processes.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** `oneShot`: a throwaway build whose types were already checked (npm test); see cms/next.config.mjs. */
export async function buildAll({ oneShot = false } = {}) {
  const started = Date.now()
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  // Next imports the Payload config while building; it needs a well-formed (unused) environment.
  const buildEnv = {
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://build@127.0.0.1:5432/unused',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'build-time-secret-not-used-at-runtime-000',
    NEXT_TELEMETRY_DISABLED: '1',
    ...(oneShot ? { GRUHA_ONE_SHOT_BUILD: '1' } : {}),
  }
  await runCommand(npm, ['run', 'build', '-w', '@gruha/admin'], { cwd: root })
  await runCommand(npm, ['run', 'build', '-w', '@gruha/remix-app'], { cwd: root })
  await runCommand(npm, ['run', 'importmap', '-w', '@gruha/cms'], { cwd: root, env: buildEnv })
  await runCommand(npm, ['run', 'build', '-w', '@gruha/cms'], { cwd: root, env: buildEnv })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`build finished in ${seconds} s`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
