/** Bank details: agents only, and every change by the agent needs a fresh bank_update OTP (issue 7, finding 3), on every path. */
import { beforeAll, describe, expect, it } from 'vitest'
import { Forbidden, type Payload } from 'payload'
import { getTestPayload } from '../../../test/payload'
import { makeUser } from '../../../test/factories'
import { issueOtp } from '../../../test/otp'
import { BANK_UPDATE_OTP, BankOtpError } from '../../domain/write-proofs'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const details = { bank_account_number: '123456789012', ifsc_code: 'SBIN0001234', account_holder_name: 'A' }
const stored = async (id: number) =>
  (await payload.db.findOne({ collection: 'bank-details', where: { id: { equals: id } } })) as { bank_account_number: string } | null

describe('bank-details', () => {
  it('are for agents: buyers and sellers can neither create nor read them', async () => {
    for (const role of ['buyer', 'seller'] as const) {
      const user = await makeUser(payload, role)
      await expect(payload.create({ collection: 'bank-details', data: details, overrideAccess: false, user })).rejects.toBeInstanceOf(
        Forbidden,
      )
      const mine = await payload.create({ collection: 'bank-details', data: { ...details, user: user.id }, overrideAccess: true })
      await expect(payload.findByID({ collection: 'bank-details', id: mine.id, overrideAccess: false, user })).rejects.toBeInstanceOf(
        Forbidden,
      )
    }
  })

  it("refuse an agent's write without a good OTP, and take a fresh one once", async () => {
    const agent = await makeUser(payload, 'agent', { phone_number: '9811111111' })
    await expect(payload.create({ collection: 'bank-details', data: details, overrideAccess: false, user: agent })).rejects.toBeInstanceOf(
      BankOtpError,
    )
    const created = await payload.create({
      collection: 'bank-details',
      data: details,
      overrideAccess: false,
      user: agent,
      context: {
        [BANK_UPDATE_OTP]: {
          phone: '9811111111',
          otp: await issueOtp(payload, { userId: agent.id, phone: '9811111111', action: 'bank_update' }),
        },
      },
    })
    const change = (context: Record<string, unknown>) =>
      payload.update({
        collection: 'bank-details',
        id: created.id,
        data: { bank_account_number: '999988887777' },
        overrideAccess: false,
        user: agent,
        context,
      })

    // A bare PATCH (what /cms/api/bank-details/:id does), a code for another action, a wrong phone.
    await expect(change({})).rejects.toBeInstanceOf(BankOtpError)
    const other = await issueOtp(payload, { userId: agent.id, phone: '9811111111', action: 'password_change' })
    await expect(change({ [BANK_UPDATE_OTP]: { phone: '9811111111', otp: other } })).rejects.toThrow('Invalid OTP')
    const code = await issueOtp(payload, { userId: agent.id, phone: '9811111111', action: 'bank_update' })
    await expect(change({ [BANK_UPDATE_OTP]: { phone: '9822222222', otp: code } })).rejects.toBeInstanceOf(BankOtpError)
    expect((await stored(created.id))?.bank_account_number).toBe('123456789012')

    await change({ [BANK_UPDATE_OTP]: { phone: '9811111111', otp: code } })
    expect((await stored(created.id))?.bank_account_number).toBe('999988887777')
    await expect(change({ [BANK_UPDATE_OTP]: { phone: '9811111111', otp: code } })).rejects.toThrow('Invalid OTP')
  })

  it('a refused write leaves the code usable (it is used up in the write transaction)', async () => {
    const agent = await makeUser(payload, 'agent', { phone_number: '9833333333' })
    const code = await issueOtp(payload, { userId: agent.id, phone: '9833333333', action: 'bank_update' })
    const context = { [BANK_UPDATE_OTP]: { phone: '9833333333', otp: code } }
    await expect(
      payload.create({ collection: 'bank-details', data: { ...details, ifsc_code: 'BAD' }, overrideAccess: false, user: agent, context }),
    ).rejects.toThrow()
    const saved = await payload.create({ collection: 'bank-details', data: details, overrideAccess: false, user: agent, context })
    expect(saved.bank_account_number).toBe('••••9012')
  })

  it('admins change them without an OTP', async () => {
    const admin = await makeUser(payload, 'admin')
    const agent = await makeUser(payload, 'agent')
    const record = await payload.create({ collection: 'bank-details', data: { ...details, user: agent.id }, overrideAccess: true })
    await payload.update({ collection: 'bank-details', id: record.id, data: { verified: true }, overrideAccess: false, user: admin })
  })
})
