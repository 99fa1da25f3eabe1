// What the two commands share at their edges: reading arguments and failing with one clear line.

/** A failure the user can fix (bad path, non-empty target, damaged backup): one line, exit 1. */
export class UserError extends Error {}

/**
 * Reads `--flag`s and positional arguments; `known` lists the flags the command takes.
 * @param {string[]} argv
 * @param {string[]} known
 */
export function parseArgs(argv, known) {
  const flags = new Set()
  const positional = []
  for (const arg of argv) {
    if (!arg.startsWith('--')) positional.push(arg)
    else if (known.includes(arg)) flags.add(arg)
    else throw new UserError(`unknown option ${arg} (this command takes ${known.join(', ') || 'no options'})`)
  }
  if (positional.length > 1) throw new UserError(`expected at most one path, got ${positional.length}`)
  return { flags, path: positional[0] }
}

/** Runs a command's main function and turns its outcome into an exit code. */
export async function runCommand(main) {
  try {
    process.exitCode = (await main()) ?? 0
  } catch (error) {
    if (error instanceof UserError) console.error(error.message)
    // Anything else is a bug or an outage: its message, and the stack only when asked for.
    else console.error(process.env.GRUHA_DEBUG ? error : `unexpected error: ${error?.message ?? error} (GRUHA_DEBUG=1 shows the stack)`)
    process.exitCode = 1
  }
}
