import { describe, expect, it } from 'vitest'
import { rest, restLogin } from '../e2e/support/rest'
import { DEMO } from '../e2e/support/env'
import { Client, uniqueEmail } from '../e2e/support/http'
import { query } from '../e2e/support/db'
import { waitForMail } from '../e2e/support/mail'
import { STRONG_PASSWORD, postForm, postSignUp, signInSite, signUpBuyer } from '../e2e/support/site'

const BREACHED = 'Password@123'
const MESSAGE = /too common/i

describe('12 breached passwords', () => {
  it('site sign-up refuses Password@123 with a clear message and creates no account', async () => {
    const email = uniqueEmail('breached')
    const res = await postSignUp(email, BREACHED)
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(MESSAGE)
    expect(await query('SELECT id FROM users WHERE email = $1', [email])).toHaveLength(0)
  })

  it('resetting the password by e-mailed link refuses Password@123', async () => {
    const email = await signUpBuyer()
    const client = new Client()
    const after = Date.now()
    expect((await postForm(client, '/forgot-password', { email })).status).toBe(200)
    const mail = await waitForMail(email, { subject: /reset/i, after: after - 1000 })
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    expect(token).toBeTruthy()
    const res = await postForm(client, `/reset-password?token=${token}`, { password: BREACHED, confirmPassword: BREACHED })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(MESSAGE)
  })

  it('Payload refuses it too: an admin setting it through /cms/api gets 400', async () => {
    const client = new Client()
    const { token } = await restLogin(DEMO.admin.email, DEMO.admin.password, { client: client })
    expect(token).toBeTruthy()
    const email = await signUpBuyer()
    const [buyer] = await query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])
    const res = await rest('PATCH', `/users/${buyer.id}`, { client: client, token: token!, json: { password: BREACHED } })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(MESSAGE)
    // The password is unchanged.
    await signInSite(email, STRONG_PASSWORD)
  })
})
