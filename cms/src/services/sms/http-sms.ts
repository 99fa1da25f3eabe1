import type { SmsAdapter } from './types'

/**
 * A real gateway plugs in here (SMS_PROVIDER=http): POSTs `{ to, text }` as JSON to SMS_HTTP_URL
 * with `Authorization: Bearer SMS_HTTP_TOKEN`. No gateway is configured in this repository;
 * adapt the body to the provider chosen (MSG91, Twilio, ...) when one is.
 */
export function httpSmsAdapter(options: { url: string; token?: string; sender?: string }): SmsAdapter {
  return {
    name: 'http',
    async send({ to, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, text, sender: options.sender }),
        signal: AbortSignal.timeout(10_000),
      })
      // Never echo the body: it contains the message.
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
    },
  }
}
