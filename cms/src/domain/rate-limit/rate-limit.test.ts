import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { letIdleClientsNotice, terminateOwnConnections } from '../../../test/connections'
import { LIMITS, clear, consume, peek, tooManyAttemptsMessage } from './index'

const unique = (label: string) => `${label}-${crypto.randomBytes(6).toString('hex')}`

describe('rate limits (PostgreSQL store)', () => {
  it('refuses the request after the per-account bucket is empty, with a wait time', async () => {
    const account = `${unique('acct')}@example.test`
    const { points, durationSeconds } = LIMITS.forgotPassword.account
    for (let i = 0; i < points; i++) {
      expect(await consume('forgotPassword', { ip: unique('ip'), account })).toEqual({ ok: true })
    }
    const refused = await consume('forgotPassword', { ip: unique('ip'), account: account.toUpperCase() })
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(durationSeconds)
    // Another account from the same addresses is unaffected.
    expect(await consume('forgotPassword', { account: `${unique('other')}@example.test` })).toEqual({ ok: true })
  })

  it('refuses the request after the per-IP bucket is empty, whatever the account', async () => {
    const ip = unique('203.0.113')
    const { points } = LIMITS.emailResend.ip
    for (let i = 0; i < points; i++) {
      expect((await consume('emailResend', { ip, account: unique('a') })).ok).toBe(true)
    }
    expect((await consume('emailResend', { ip, account: unique('a') })).ok).toBe(false)
    expect((await consume('emailResend', { ip: unique('198.51.100'), account: unique('a') })).ok).toBe(true)
  })

  it('a refused request does not count: hammering one e-mail leaves the shared address its allowance', async () => {
    const ip = unique('192.0.2')
    const account = `${unique('target')}@example.test`
    const { points } = LIMITS.signUp.account
    for (let i = 0; i < points; i++) expect((await consume('signUp', { ip, account })).ok).toBe(true)
    for (let i = 0; i < 20; i++) expect((await consume('signUp', { ip, account })).ok).toBe(false)
    // Only the accepted requests used the address's points.
    for (let i = 0; i < LIMITS.signUp.ip.points - points; i++) {
      expect((await consume('signUp', { ip, account: `${unique('colleague')}@example.test` })).ok).toBe(true)
    }
    expect((await consume('signUp', { ip, account: `${unique('one-more')}@example.test` })).ok).toBe(false)
  })

  it('sign-up is limited per e-mail, with a higher ceiling per address (an office or campus shares one)', async () => {
    expect(LIMITS.signUp.ip.points).toBeGreaterThanOrEqual(100)
    expect(LIMITS.signUp.account.points).toBeLessThan(LIMITS.signUp.ip.points)
    const account = `${unique('one')}@example.test`
    for (let i = 0; i < LIMITS.signUp.account.points; i++)
      expect((await consume('signUp', { ip: unique('198.51.100'), account })).ok).toBe(true)
    // A new address does not help the same e-mail.
    expect((await consume('signUp', { ip: unique('198.51.100'), account: account.toUpperCase() })).ok).toBe(false)
  })

  it('counts a key longer than the column (a 300-character e-mail) by its hash, case-insensitively', async () => {
    const account = `${'x'.repeat(300)}${unique('long')}@example.test`
    const ip = unique('ip').repeat(30)
    for (let i = 0; i < LIMITS.signUp.account.points; i++) expect((await consume('signUp', { ip, account })).ok).toBe(true)
    expect((await consume('signUp', { ip: unique('ip'), account: account.toUpperCase() })).ok).toBe(false)
    await clear('signUp', { account })
    expect((await consume('signUp', { ip: unique('ip'), account })).ok).toBe(true)
  })

  it('keeps separate counts per limiter', async () => {
    const account = unique('shared')
    for (let i = 0; i < LIMITS.emailResend.account.points; i++) await consume('emailResend', { account })
    expect((await consume('emailResend', { account })).ok).toBe(false)
    expect((await consume('emailVerify', { account })).ok).toBe(true)
  })

  it('peek does not use points; clear empties the account bucket', async () => {
    const account = unique('peek')
    const { points } = LIMITS.signIn.account
    for (let i = 0; i < 5; i++) expect(await peek('signIn', { account })).toEqual({ ok: true })
    for (let i = 0; i < points; i++) await consume('signIn', { account })
    expect((await peek('signIn', { account })).ok).toBe(false)
    await clear('signIn', { account })
    expect(await peek('signIn', { account })).toEqual({ ok: true })
  })

  it('survives the database ending its connections (restart, failover) and keeps counting', async () => {
    const account = unique('restart')
    expect(await consume('otpSend', { account })).toEqual({ ok: true })
    // Vitest only reports an uncaught pool error without failing the test, so check the listener too.
    expect(globalThis.__gruhaRateLimit?.pool.listenerCount('error')).toBeGreaterThan(0)
    expect(await terminateOwnConnections('rate-limit')).toBeGreaterThan(0)
    await letIdleClientsNotice()
    expect(await consume('otpSend', { account })).toEqual({ ok: true })
    expect(await consume('otpSend', { account })).toEqual({ ok: true })
    expect((await consume('otpSend', { account })).ok).toBe(false)
  })

  it('words the wait in whole minutes', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please try again in 1 minute.')
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.')
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Please try again in 15 minutes.')
  })
})
