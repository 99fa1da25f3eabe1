import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { rest } from '../e2e/support/rest'
import { DEMO } from '../e2e/support/env'
import { Client, uniqueEmail } from '../e2e/support/http'
import { query } from '../e2e/support/db'
import { waitForMail } from '../e2e/support/mail'
import { postForm } from '../e2e/support/site'

/** Sends requests (a few at a time) until one answers 429; how many were sent by then (or null). */
async function untilLimited(max: number, send: (i: number) => Promise<Response>, parallel = 4): Promise<number | null> {
  for (let i = 1; i <= max; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, max - i + 1) }, (_, j) => i + j)
    const statuses = await Promise.all(
      batch.map(async (n) => {
        const res = await send(n)
        await res.arrayBuffer()
        return res.status
      }),
    )
    statuses.forEach((status, j) => expect(status, `attempt ${batch[j]}`).toBeLessThan(500))
    if (statuses.includes(429)) return batch[batch.length - 1]
  }
  return null
}

/** Signing in hashes a password each time (about 0.2 s of CPU): a hundred of them need time. */
const SLOW = 300_000

describe('04 rate limits on Payload auth endpoints', () => {
  it(
    '105 failed POST /cms/api/users/login from one IP end in 429',
    async () => {
      const client = new Client()
      const hit = await untilLimited(105, (i) =>
        rest('POST', '/users/login', { client: client, json: { email: `nobody-${i}@example.test`, password: 'Wrong#Pass1' } }),
      )
      expect(hit).not.toBeNull()
    },
    SLOW,
  )

  it('failed logins for one account end in 429 whatever the IP', async () => {
    const email = uniqueEmail('target')
    const hit = await untilLimited(15, () =>
      rest('POST', '/users/login', { client: new Client(), json: { email, password: 'Wrong#Pass1' } }),
    )
    expect(hit).not.toBeNull()
  })

  it('POST /cms/api/users (sign-up) is limited per IP and creates nothing', async () => {
    const client = new Client()
    const emails: string[] = []
    // 100 sign-ups an hour per IP (an office or campus shares one address; issue 10), 5 per e-mail.
    const hit = await untilLimited(110, () => {
      const email = uniqueEmail('restsignup')
      emails.push(email)
      return rest('POST', '/users', {
        client: client,
        json: { email, password: 'Tamarind#Leaf42', first_name: 'A', last_name: 'B', role: 'buyer', terms_accepted: true },
      })
    })
    expect(hit).not.toBeNull()
    expect(await query('SELECT id FROM users WHERE email = ANY($1)', [emails])).toHaveLength(0)
  })

  it('POST /cms/api/users/forgot-password is limited per IP', async () => {
    const client = new Client()
    const hit = await untilLimited(15, (i) =>
      rest('POST', '/users/forgot-password', { client: client, json: { email: `nobody-${i}@example.test` } }),
    )
    expect(hit).not.toBeNull()
  })

  it("Payload's forgot-password stores only a hash of the e-mailed token", async () => {
    const after = Date.now()
    const res = await rest('POST', '/users/forgot-password', { client: new Client(), json: { email: DEMO.editor.email } })
    expect(res.status).toBe(200)
    const mail = await waitForMail(DEMO.editor.email, { after: after - 1000 })
    const token = /(?:token=|reset\/)([A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1]
    expect(token).toBeTruthy()
    const [row] = await query<{ reset_password_token: string | null }>('SELECT reset_password_token FROM users WHERE email = $1', [
      DEMO.editor.email,
    ])
    expect(row.reset_password_token).toBeTruthy()
    expect(row.reset_password_token).not.toBe(token)
    expect(row.reset_password_token).toBe(crypto.createHash('sha256').update(token!).digest('hex'))
  })

  it(
    'clients behind the proxy are counted apart: one locked-out IP does not lock out another',
    async () => {
      const attacker = new Client()
      const hit = await untilLimited(105, (i) =>
        postForm(attacker, '/login', { email: `nobody-${i}@example.test`, password: 'Wrong#Pass1' }),
      )
      expect(hit).not.toBeNull()
      // Another client (its own X-Forwarded-For from the trusted proxy) still signs in.
      const res = await postForm(new Client(), '/login', { email: DEMO.buyer, password: DEMO.password })
      expect(res.status).toBe(302)
    },
    SLOW,
  )
})
