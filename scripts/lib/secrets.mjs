import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** A secret kept in the data folder, made on first use, so restarts keep sessions valid. */
export function persistentSecret(dataDir, name) {
  const file = path.join(dataDir, `${name}.secret`)
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export const throwawaySecret = () => crypto.randomBytes(32).toString('hex')
