import { z } from 'zod'
import { httpSmsAdapter } from './http-sms'
import { logSmsAdapter } from './log-sms'
import type { SmsAdapter } from './types'

export type { SmsAdapter } from './types'
export { smsLogPath } from './log-sms'

const smsEnv = z
  .object({
    SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
    SMS_HTTP_URL: z.string().url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    SMS_SENDER: z.string().optional(),
  })
  .refine((e) => e.SMS_PROVIDER !== 'http' || e.SMS_HTTP_URL, {
    message: 'SMS_PROVIDER=http needs SMS_HTTP_URL',
    path: ['SMS_HTTP_URL'],
  })

let override: SmsAdapter | undefined

/** The adapter chosen by SMS_PROVIDER: `log` (default: dev SMS log + console) or `http`. */
export function smsAdapter(): SmsAdapter {
  if (override) return override
  const env = smsEnv.parse(process.env)
  if (env.SMS_PROVIDER === 'http') {
    return httpSmsAdapter({ url: env.SMS_HTTP_URL!, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER })
  }
  return logSmsAdapter
}

/** Tests swap in a fake adapter; pass undefined to restore. */
export function setSmsAdapterForTests(adapter: SmsAdapter | undefined): void {
  override = adapter
}
