// A local SMTP sink for dev and tests: every message is written to a folder as an .eml file.
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

export async function startMailCatcher({ dir, port = 0, host = '127.0.0.1' }) {
  fs.mkdirSync(dir, { recursive: true })
  let counter = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', () => {
        const name = `${Date.now()}-${String(++counter).padStart(4, '0')}.eml`
        fs.writeFileSync(path.join(dir, name), Buffer.concat(chunks))
        callback()
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  // A sender that goes away mid-session (a process exiting, a pool closing) resets its connection:
  // that ends the session, not the catcher (smtp-server reports it as the server's 'error' event).
  server.on('error', (error) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return
    console.warn(`mail catcher: ${error.message}`)
  })
  return { port: server.server.address().port, dir, close: () => new Promise((r) => server.close(r)) }
}
