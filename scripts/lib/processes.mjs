import { spawn } from 'node:child_process'

/** Starts a long-running child whose output is prefixed, and remembers it for shutdown. */
export function startProcess(name, command, args, { cwd, env, quiet = false }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (stream, out) =>
    stream.on('data', (buf) => {
      if (quiet) return
      for (const line of buf.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`)
    })
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  child.label = name
  child.logs = []
  child.stdout.on('data', (b) => child.logs.push(b.toString()))
  child.stderr.on('data', (b) => child.logs.push(b.toString()))
  return child
}

export function runCommand(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/** Runs a command to its end with its output collected instead of shown: `{ code, output }`. */
export function runCaptured(command, args, { cwd, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks = []
    child.stdout.on('data', (b) => chunks.push(b))
    child.stderr.on('data', (b) => chunks.push(b))
    child.on('error', (error) => resolve({ code: -1, output: error.message }))
    child.on('close', (code) => resolve({ code: code ?? -1, output: Buffer.concat(chunks).toString() }))
  })
}

/** Waits until a URL answers (any HTTP status), or fails after the timeout. */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}\n${child.logs.join('')}`)
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export function stopAll(children) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          // A child killed by a signal has a signalCode and no exitCode.
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', resolve)
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 5000).unref()
        }),
    ),
  )
}
