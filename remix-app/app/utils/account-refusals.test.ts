/**
 * The account pages answer the account services' refusals with the status, body and headers they
 * answered when the services still returned `{ ok: false }`: sign-in (the page's and the console's),
 * sign-up, the profile's OTP steps, the reset link and the e-mail code. The real actions on a real
 * database; what an attacker sees must not change. One change: a buyer's ID proof at sign-up, once a 500.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import { setSmsAdapterForTests } from '@gruha/cms/services/sms'
import { getTestPayload } from '../../../cms/test/payload'
import { countRecords, makeRecord, makeUser } from '../../../cms/test/factories'
import { issueResetToken } from '../../../cms/test/reset-token'
import { CODE_TTL_MS, hashCode } from '../../../cms/src/domain/email-verification/code'
import * as loginRoute from '~/routes/login/route'
import * as sessionRoute from '~/routes/api.admin.session'
import * as profileRoute from '~/routes/profile'
import * as resetRoute from '~/routes/reset-password'
import * as emailVerificationRoute from '~/routes/email-verification/route'
import type { SubmissionResult } from '~/forms'
import type { ProfileActionData } from '~/components/profile/actions.server'
import { callRoute, dataOf, formRequest, jsonRequest, signedInUser, statusOf, testPassword, testSite } from '../../test/routes'

const texts: Array<{ to: string; text: string }> = []
const recordSms = () => setSmsAdapterForTests({ name: 'test', send: async (m) => void texts.push(m) })
beforeAll(recordSms)
afterAll(() => setSmsAdapterForTests(undefined))

/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

const LOCKED = 'Too many failed sign-in attempts. Your account is locked for 15 minutes; try again later or reset your password.'
const PHONE_MISMATCH = 'This phone number does not match the one on your account'

/** An action's answer: status, body and headers (`data()` or a Response). */
async function answer(result: unknown) {
  if (result instanceof Response) {
    return { status: result.status, body: (await result.json()) as unknown, headers: Object.fromEntries(result.headers) }
  }
  const init = (result as { init?: ResponseInit | null }).init
  return { status: statusOf(result), body: dataOf(result), headers: Object.fromEntries(new Headers(init?.headers)) }
}

/** A form-kit answer's form message ('' key), field errors and what it gives back as typed. */
const formKit = (result: SubmissionResult) => {
  const { '': formErrors, ...fieldErrors } = result.error ?? {}
  return { formErrors, fieldErrors, initialValue: result.initialValue }
}

const signIn = async (email: string, password: string) =>
  answer(await callRoute(loginRoute.action, formRequest('/login', { email, password, redirectTo: '', currentPath: '' })))

const uniqueEmail = (name: string) => `${name}-${crypto.randomBytes(4).toString('hex')}@example.test`

describe('/login sign-in', () => {
  it('answers a wrong password and an unknown e-mail alike: 401, the spec message, no password sent back', async () => {
    const payload = await getTestPayload()
    const member = await makeUser(payload, 'buyer', { password: testPassword, status: 'active' })
    const wrong = await signIn(member.email, 'Wrong#Pass1')
    const ghost = uniqueEmail('ghost')
    const unknown = await signIn(ghost, 'Wrong#Pass1')
    for (const [refused, email] of [
      [wrong, member.email],
      [unknown, ghost],
    ] as const) {
      expect(refused.status).toBe(401)
      expect(refused.headers).toEqual({})
      const body = refused.body as { intent: string; ok: boolean; result: SubmissionResult }
      expect(body).toMatchObject({ intent: 'signin', ok: false })
      expect(formKit(body.result)).toEqual({
        formErrors: [MESSAGES.auth.invalidCredentials],
        fieldErrors: {},
        initialValue: { email },
      })
    }
  })

  it('answers a locked account 429 with the lock message and no Retry-After, and an inactive one 401', async () => {
    const payload = await getTestPayload()
    const member = await makeUser(payload, 'buyer', { password: testPassword, status: 'active' })
    for (let i = 0; i < 5; i++) expect((await signIn(member.email, 'Wrong#Pass1')).status).toBe(401)
    const locked = await signIn(member.email, testPassword)
    expect(locked.status).toBe(429)
    expect(locked.headers).toEqual({})
    expect(formKit((locked.body as { result: SubmissionResult }).result).formErrors).toEqual([LOCKED])

    const inactive = await makeUser(payload, 'buyer', { password: testPassword, status: 'inactive' })
    const blocked = await signIn(inactive.email, testPassword)
    expect(blocked.status).toBe(401)
    expect(blocked.headers).toEqual({})
    expect(formKit((blocked.body as { result: SubmissionResult }).result).formErrors).toEqual([MESSAGES.auth.notActive])
  })
})

describe('/login sign-up', () => {
  it('answers a registered e-mail 400 on the e-mail field, back on step 1, with what was typed', async () => {
    const payload = await getTestPayload()
    const member = await makeUser(payload, 'buyer')
    const fields = {
      intent: 'signup',
      first_name: 'Asha',
      last_name: 'Rao',
      email: member.email,
      password: 'Tamarind#Leaf42',
      confirmPassword: 'Tamarind#Leaf42',
      role: 'buyer',
      terms_accepted: 'on',
    }
    const refused = await answer(await callRoute(loginRoute.action, formRequest('/login', fields)))
    expect(refused.status).toBe(400)
    expect(refused.headers).toEqual({})
    const body = refused.body as { intent: string; ok: boolean; step: number; result: SubmissionResult }
    expect(body).toMatchObject({ intent: 'signup', ok: false, step: 1 })
    // What was typed comes back, never the passwords.
    const { password: _password, confirmPassword: _confirm, ...typed } = fields
    expect(formKit(body.result)).toEqual({
      formErrors: [MESSAGES.signup.alreadyExists],
      fieldErrors: { email: [MESSAGES.signup.emailAlreadyRegistered] },
      initialValue: typed,
    })
  })

  it("answers an agent's form with mistakes 400, each message under its field, on the step of the first", async () => {
    const email = uniqueEmail('agent-mistakes')
    const fields = { intent: 'signup', first_name: 'Ravi', last_name: 'Kumar', email, password: 'Tamarind#Leaf42', role: 'agent' }
    const refused = await answer(await callRoute(loginRoute.action, formRequest('/login', { ...fields, confirmPassword: 'Other#Leaf42' })))
    expect(refused.status).toBe(400)
    const body = refused.body as { step: number; result: SubmissionResult }
    expect(body.step).toBe(1)
    expect(formKit(body.result).fieldErrors).toEqual({
      confirmPassword: [MESSAGES.signup.passwordsDoNotMatch],
      terms_accepted: [MESSAGES.signup.termsRequired],
      experience_years: [MESSAGES.signup.experienceRequired],
      specialization: [MESSAGES.signup.specializationRequired],
      phone_number: [MESSAGES.signup.phoneRequired],
      city: [MESSAGES.signup.cityRequired],
      state: [MESSAGES.signup.stateRequired],
      id_proof: [MESSAGES.signup.idProofRequired],
    })
    expect(formKit(body.result).formErrors).toBeUndefined()

    const stepTwo = await answer(
      await callRoute(loginRoute.action, formRequest('/login', { ...fields, confirmPassword: fields.password, terms_accepted: 'on' })),
    )
    expect(stepTwo.status).toBe(400)
    expect((stepTwo.body as { step: number }).step).toBe(2)
    const payload = await getTestPayload()
    expect(await countRecords(payload, 'users', { email: { equals: email } })).toBe(0)
  })

  it('answers a body too large for its files 413 on the ID proof, without reading it', async () => {
    const request = new Request(`${testSite}/login`, {
      method: 'POST',
      body: 'intent=signup',
      headers: { Origin: testSite, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(50 * 1024 * 1024) },
    })
    const refused = await answer(await callRoute(loginRoute.action, request))
    expect(refused.status).toBe(413)
    const body = refused.body as { intent: string; ok: boolean; step: number; result: SubmissionResult }
    expect(body).toMatchObject({ intent: 'signup', ok: false, step: 2 })
    expect(formKit(body.result)).toEqual({
      formErrors: [MESSAGES.upload.tooLarge],
      fieldErrors: { id_proof: [MESSAGES.upload.tooLarge] },
      initialValue: undefined,
    })
  })

  it('answers a buyer sending an ID proof (only agents and sellers are verified) 403, no longer a 500, and keeps no account', async () => {
    const email = uniqueEmail('buyer-proof')
    const body = new FormData()
    const fields = { intent: 'signup', first_name: 'Asha', last_name: 'Rao', email, password: 'Tamarind#Leaf42', role: 'buyer' }
    for (const [key, value] of Object.entries({ ...fields, confirmPassword: fields.password, terms_accepted: 'on' })) body.set(key, value)
    body.set('id_proof', new File([new Uint8Array(PNG)], 'id.png', { type: 'image/png' }))
    const request = new Request(`${testSite}/login`, { method: 'POST', body, headers: { Origin: testSite } })
    const refused = await answer(await callRoute(loginRoute.action, request))
    expect(refused.status).toBe(403)
    expect(refused.headers).toEqual({})
    const answered = refused.body as { intent: string; ok: boolean; step: number; result: SubmissionResult }
    expect(answered).toMatchObject({ intent: 'signup', ok: false, step: 2 })
    // The file is not sent back either.
    expect(formKit(answered.result)).toEqual({
      formErrors: [MESSAGES.profile.idProofFailed],
      fieldErrors: {},
      initialValue: { intent: 'signup', first_name: 'Asha', last_name: 'Rao', email, role: 'buyer', terms_accepted: 'on' },
    })
    const payload = await getTestPayload()
    expect(await countRecords(payload, 'users', { email: { equals: email } })).toBe(0)
  })
})

describe('/api/admin/session', () => {
  const consoleSignIn = async (email: string, password: string) =>
    answer(await callRoute(sessionRoute.action, jsonRequest('POST', '/api/admin/session', { email, password }, '')))
  const json = { 'content-type': 'application/json' }

  it("answers an unknown e-mail with the console's words, an inactive admin 401 and a locked one 429, never a cookie", async () => {
    const payload = await getTestPayload()
    expect(await consoleSignIn(uniqueEmail('nobody'), 'Wrong#Pass1')).toEqual({
      status: 401,
      headers: json,
      body: { message: MESSAGES.admin.auth.authenticationFailed },
    })
    const inactive = await makeUser(payload, 'admin', { password: testPassword, status: 'inactive' })
    expect(await consoleSignIn(inactive.email, testPassword)).toEqual({
      status: 401,
      headers: json,
      body: { message: MESSAGES.auth.notActive },
    })
    const admin = await makeUser(payload, 'admin', { password: testPassword, status: 'active' })
    for (let i = 0; i < 5; i++) expect((await consoleSignIn(admin.email, 'Wrong#Pass1')).status).toBe(401)
    expect(await consoleSignIn(admin.email, testPassword)).toEqual({ status: 429, headers: json, body: { message: LOCKED } })
  })
})

describe('/profile OTP steps', () => {
  /** The answer with conform's field errors (lists; never a password typed, see below). */
  const post = async (cookie: string, fields: Record<string, string>) => {
    const { status, headers, body } = await answer(await callRoute(profileRoute.action, formRequest('/profile', fields, cookie)))
    const { result, ...rest } = body as ProfileActionData
    expect(result?.initialValue?.current_password).toBeUndefined()
    return { status, headers, body: { ...rest, fieldErrors: result?.error ?? {} } }
  }

  it('send-otp: 400 on the phone or the password, 429 with Retry-After for the 60-second gap, 502 when the SMS fails', async () => {
    const own = `9${crypto.randomInt(100_000_000, 999_999_999)}`
    const other = `9${crypto.randomInt(100_000_000, 999_999_999)}`
    const { cookie } = await signedInUser('agent', { phone_number: own })
    const intent = 'send-otp'

    expect(await post(cookie, { intent, action: 'password_change', phone: other })).toEqual({
      status: 400,
      headers: {},
      body: { intent, ok: false, message: PHONE_MISMATCH, fieldErrors: { phone: [PHONE_MISMATCH] } },
    })
    const required = MESSAGES.passwordChange.currentPasswordRequired
    expect(await post(cookie, { intent, action: 'verification', phone: other })).toEqual({
      status: 400,
      headers: {},
      body: { intent, ok: false, message: required, fieldErrors: { current_password: [required] } },
    })
    expect(await post(cookie, { intent, action: 'verification', phone: other, current_password: 'Wrong#Pass1' })).toEqual({
      status: 400,
      headers: {},
      body: {
        intent,
        ok: false,
        message: 'Current password is incorrect',
        fieldErrors: { current_password: ['Current password is incorrect'] },
      },
    })

    expect(await post(cookie, { intent, action: 'password_change', phone: own })).toMatchObject({ status: 200 })
    const again = await post(cookie, { intent, action: 'password_change', phone: own })
    expect(again.status).toBe(429)
    const seconds = Number(again.headers['retry-after'])
    expect(seconds).toBeGreaterThan(50)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(again).toEqual({
      status: 429,
      headers: { 'retry-after': String(seconds) },
      body: { intent, ok: false, message: `Please wait ${seconds} seconds before requesting another OTP`, fieldErrors: {} },
    })

    setSmsAdapterForTests({
      name: 'down',
      send: async () => {
        throw new Error('gateway down')
      },
    })
    try {
      expect(await post(cookie, { intent, action: 'bank_update', phone: own })).toEqual({
        status: 502,
        headers: {},
        body: { intent, ok: false, message: MESSAGES.otp.failedToSend, fieldErrors: {} },
      })
    } finally {
      recordSms()
    }
  })

  it('verify-otp: 400 on the code for a wrong code and for another phone', async () => {
    const own = `9${crypto.randomInt(100_000_000, 999_999_999)}`
    const { cookie } = await signedInUser('buyer', { phone_number: own })
    const intent = 'verify-otp'
    expect(await post(cookie, { intent, action: 'password_change', phone: own })).toMatchObject({ status: 400 })
    expect(await post(cookie, { intent: 'send-otp', action: 'password_change', phone: own })).toMatchObject({ status: 200 })
    const code = /\b(\d{6})\b/.exec(texts.at(-1)!.text)![1]
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await post(cookie, { intent, action: 'password_change', phone: own, otp: wrong })).toEqual({
      status: 400,
      headers: {},
      body: { intent, ok: false, message: MESSAGES.otp.invalid, fieldErrors: { otp: [MESSAGES.otp.invalid] } },
    })
    const other = `9${crypto.randomInt(100_000_000, 999_999_999)}`
    expect(await post(cookie, { intent, action: 'password_change', phone: other, otp: code })).toEqual({
      status: 400,
      headers: {},
      body: { intent, ok: false, message: PHONE_MISMATCH, fieldErrors: { otp: [PHONE_MISMATCH] } },
    })
    expect(await post(cookie, { intent, action: 'password_change', phone: own, otp: code })).toEqual({
      status: 200,
      headers: {},
      body: { intent, ok: true, message: MESSAGES.otp.verified, fieldErrors: {} },
    })
  })
})

describe('/reset-password', () => {
  const reset = async (token: string, password: string) =>
    answer(
      await callRoute(
        resetRoute.action,
        formRequest(`/reset-password?token=${encodeURIComponent(token)}`, { password, confirmPassword: password }),
      ),
    )

  it('answers a bad link 400 as the form’s error, and a refused password 400 on its field', async () => {
    const payload = await getTestPayload()
    const member = await makeUser(payload, 'buyer')
    const token = await issueResetToken(payload, member.id)

    const badLink = await reset('made-up-token', 'Fixed#Pass42')
    expect(badLink.status).toBe(400)
    expect(badLink.headers).toEqual({})
    const bad = badLink.body as { result: SubmissionResult; badLink?: boolean }
    expect(bad.badLink).toBe(true)
    expect(formKit(bad.result)).toMatchObject({
      formErrors: [MESSAGES.resetPassword.missingToken],
      fieldErrors: { token: [MESSAGES.resetPassword.missingToken] },
    })

    const weak = await reset(token, 'alllowercase1!')
    expect(weak.status).toBe(400)
    expect(weak.headers).toEqual({})
    const refused = weak.body as { result: SubmissionResult; badLink?: boolean }
    expect(refused.badLink).toBe(false)
    expect(formKit(refused.result)).toMatchObject({
      formErrors: undefined,
      fieldErrors: { password: ['Password must contain at least one uppercase letter'] },
    })

    expect(await reset(token, 'Fixed#Pass42')).toMatchObject({ status: 200, body: { done: MESSAGES.resetPassword.success } })
  })
})

describe('/email-verification', () => {
  const verify = async (email: string, otp: string) =>
    answer(await callRoute(emailVerificationRoute.action, formRequest('/email-verification', { intent: 'verify', email, otp })))

  it('answers a wrong code and an unknown address alike: 400 with the spec’s one message', async () => {
    const payload = await getTestPayload()
    const member = await makeUser(payload, 'buyer', { email_verified: false })
    await makeRecord(payload, 'email-verification-codes', {
      user: member.id,
      email: member.email,
      code_hash: hashCode(member.email, '246810'),
      expires_at: new Date(Date.now() + CODE_TTL_MS).toISOString(),
      attempts: 0,
    })
    const message = MESSAGES.emailVerification.failedCheckOtp
    for (const email of [member.email, uniqueEmail('nobody')]) {
      const refused = await verify(email, '135791')
      expect(refused.status).toBe(400)
      expect(refused.headers).toEqual({})
      const body = refused.body as { intent: string; ok: boolean; message: string; result: SubmissionResult }
      expect(body).toMatchObject({ intent: 'verify', ok: false, message })
      expect(formKit(body.result)).toEqual({
        formErrors: [message],
        fieldErrors: {},
        initialValue: { intent: 'verify', email, otp: '135791' },
      })
    }
    expect(await verify(member.email, '246810')).toMatchObject({
      status: 200,
      body: { intent: 'verify', ok: true, message: MESSAGES.emailVerification.success },
    })
  })
})
