import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * Runs the cms migrate script in a child process with the given environment. `only` names the
 * migrations to run (a restore builds the schema its backup was taken with); `quiet` keeps
 * Payload's per-migration lines unless it fails.
 */
export function migrate(root, env, { only, quiet = false } = {}) {
  return run(root, ['src/scripts/migrate.ts', ...(only ? [`--only=${only.join(',')}`] : [])], env, quiet)
}

export function seed(root, env, { quiet = false } = {}) {
  return run(root, ['src/seed/cli.ts'], env, quiet)
}

function run(root, args, env, quiet = false) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: path.join(root, 'cms'),
      env: { ...process.env, ...env, NODE_OPTIONS: '--conditions=production' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (code) => {
      if (code === 0) return resolve()
      if (quiet) process.stderr.write(Buffer.concat(output))
      reject(new Error(`${args[0]} exited with ${code}`))
    })
  })
}
