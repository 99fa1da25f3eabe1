import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { sendOtp } from '../otp'
import { setSmsAdapterForTests } from '../sms'
import { getBankDetails } from './get-bank-details'
import { updateBankDetails } from './update-bank-details'

const texts: string[] = []
beforeAll(() => setSmsAdapterForTests({ name: 'test', send: async (m) => void texts.push(m.text) }))
afterAll(() => setSmsAdapterForTests(undefined))

async function makeUser(role: string): Promise<SessionUser> {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `bank-${crypto.randomBytes(5).toString('hex')}@example.test`,
      password: 'Strong@123',
      first_name: 'B',
      last_name: 'K',
      role,
      phone_number: `9${crypto.randomInt(100_000_000, 999_999_999)}`,
    } as RequiredDataFromCollectionSlug<'users'>,
  })
  return { ...doc, collection: 'users' }
}

async function codeFor(user: SessionUser, action: 'bank_update' | 'password_change') {
  const payload = await getTestPayload()
  await sendOtp({ payload, user, input: { phone: String(user.phone_number), action } })
  return /\b(\d{6})\b/.exec(texts.at(-1)!)![1]
}

describe('updateBankDetails', () => {
  it('saves with a bank_update OTP, reads back masked, and keeps one record per agent', async () => {
    const payload = await getTestPayload()
    const agent = await makeUser('agent')
    const phone = String(agent.phone_number)
    const input = { phone, bank_account_number: '123456789012', ifsc_code: 'SBIN0001234' }

    const wrongCode = await codeFor(agent, 'password_change')
    await expect(updateBankDetails({ payload, user: agent, input: { ...input, otp: wrongCode } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Invalid OTP',
      fieldErrors: { otp: 'Invalid OTP' },
    })
    const saved = await updateBankDetails({ payload, user: agent, input: { ...input, otp: await codeFor(agent, 'bank_update') } })
    expect(saved).toEqual({ masked: { bank_account_number: '••••9012', ifsc_code: 'SBIN0001234' } })
    expect(await getBankDetails(payload, { user: agent })).toMatchObject({ bank_account_number: '••••9012', verified: false })

    // A second change needs a new code (the throttle is per minute, so age the last one).
    await payload.update({
      collection: 'otp-codes',
      overrideAccess: true,
      where: { phone: { equals: phone } },
      data: { createdAt: new Date(Date.now() - 120_000).toISOString() },
    })
    const again = await updateBankDetails({
      payload,
      user: agent,
      input: { ...input, bank_account_number: '555566667777', otp: await codeFor(agent, 'bank_update') },
    })
    expect(again).toMatchObject({ masked: { bank_account_number: '••••7777' } })
    const rows = await payload.find({ collection: 'bank-details', overrideAccess: true, where: { user: { equals: agent.id } } })
    expect(rows.totalDocs).toBe(1)
  })

  it('refuses a bad IFSC at the collection and anyone but agents', async () => {
    const payload = await getTestPayload()
    const agent = await makeUser('agent')
    const otp = await codeFor(agent, 'bank_update')
    const bad = updateBankDetails({
      payload,
      user: agent,
      input: { phone: String(agent.phone_number), bank_account_number: '123456789012', ifsc_code: 'SBIN1234', otp },
    })
    await expect(bad).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 400, fieldErrors: { ifsc_code: expect.any(String) } })
    const buyer = await makeUser('buyer')
    await expect(
      updateBankDetails({
        payload,
        user: buyer,
        input: { phone: String(buyer.phone_number), bank_account_number: '123456789012', ifsc_code: 'SBIN0001234', otp: '123456' },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: MESSAGES.bank.failed })
  })
})
