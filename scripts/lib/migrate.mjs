import { spawn } from 'node:child_process'
import path from 'node:path'

/** Runs the cms migrate script in a child process with the given environment. */
export function migrate(root, env) {
  return run(root, ['src/scripts/migrate.ts'], env)
}

export function seed(root, env) {
  return run(root, ['src/seed/cli.ts'], env)
}

function run(root, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: path.join(root, 'cms'),
      env: { ...process.env, ...env, NODE_OPTIONS: '--conditions=production' },
      stdio: 'inherit',
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}`))))
  })
}
