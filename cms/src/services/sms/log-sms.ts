import fs from 'node:fs/promises'
import path from 'node:path'
import { dataDir } from '../../paths'
import type { SmsAdapter } from './types'

/** Where the dev adapter writes messages (tests read OTPs from here, never from a response). */
export const smsLogPath = () => path.join(dataDir(), 'sms.log')

/**
 * Development and test delivery: one line per message in `${GRUHA_DATA_DIR}/sms.log`, echoed
 * to the console. This file and the console are the only places a code may appear.
 */
export const logSmsAdapter: SmsAdapter = {
  name: 'log',
  async send({ to, text }) {
    const line = `${new Date().toISOString()}\t${to}\t${text.replace(/\s+/g, ' ')}\n`
    await fs.mkdir(path.dirname(smsLogPath()), { recursive: true })
    await fs.appendFile(smsLogPath(), line, 'utf8')
    console.info(`[sms:dev] to ${to}: ${text}`)
  },
}
