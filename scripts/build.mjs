// Builds the three apps: the console (Vite), the site (Remix on Vite) and the CMS (Next).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCaptured, runCommand } from './lib/processes.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * `oneShot`: a throwaway build whose types are checked elsewhere (npm test); see cms/next.config.mjs.
 * `captured`: the builds' output is held back (npm test runs the build beside the unit stage, whose output it
 * would otherwise interleave with); a failed step throws with its output. Returns the seconds it took.
 */
export async function buildAll({ oneShot = false, captured = false } = {}) {
  const started = Date.now()
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  // Next imports the Payload config while building; it needs a well-formed (unused) environment.
  const buildEnv = {
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://build@127.0.0.1:5432/unused',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'build-time-secret-not-used-at-runtime-000',
    NEXT_TELEMETRY_DISABLED: '1',
    ...(oneShot ? { GRUHA_ONE_SHOT_BUILD: '1' } : {}),
  }
  const run = async (args, options) => {
    if (!captured) return runCommand(npm, args, options)
    const result = await runCaptured(npm, args, options)
    if (result.code !== 0) throw new Error(`${npm} ${args.join(' ')} exited with ${result.code}:\n${result.output.slice(-8000)}`)
  }
  await run(['run', 'build', '-w', '@gruha/admin'], { cwd: root })
  await run(['run', 'build', '-w', '@gruha/remix-app'], { cwd: root })
  await run(['run', 'importmap', '-w', '@gruha/cms'], { cwd: root, env: buildEnv })
  await run(['run', 'build', '-w', '@gruha/cms'], { cwd: root, env: buildEnv })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (!captured) console.log(`build finished in ${seconds} s`)
  return seconds
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
