import { ValidationError, type Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { BANK_UPDATE_OTP, BankOtpError, type BankUpdateOtp } from '../../domain/write-proofs'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError } from '../../errors/app-error'

export type BankUpdateInput = {
  phone: string
  otp: string
  bank_account_number: string
  ifsc_code: string
  account_holder_name?: string | null
}

export type UpdateBankDetailsOptions = { payload: Payload; user: SessionUser; input: BankUpdateInput }

export type UpdateBankDetailsResult = { masked: { bank_account_number: string; ifsc_code: string } }

/**
 * An agent's payout account (one per user). The record is written as the agent through the
 * bank-details access rules, and the collection's requireBankOtp hook checks and uses up the
 * bank_update OTP passed here; reads come back masked. Refusals throw AppError: FORBIDDEN for anyone
 * but an agent, INVALID_INPUT with field errors for a bad OTP or a field the collection refuses.
 */
export async function updateBankDetails({ payload, user, input }: UpdateBankDetailsOptions): Promise<UpdateBankDetailsResult> {
  if (user.role !== 'agent') throw new AppError('FORBIDDEN', MESSAGES.bank.failed)

  const otp: BankUpdateOtp = { phone: input.phone, otp: input.otp }
  const context = { [BANK_UPDATE_OTP]: otp }
  const data = {
    bank_account_number: input.bank_account_number,
    ifsc_code: input.ifsc_code,
    account_holder_name: input.account_holder_name || [user.first_name, user.last_name].filter(Boolean).join(' ') || null,
  }
  try {
    const existing = await payload.find({
      collection: 'bank-details',
      overrideAccess: false,
      user,
      where: { user: { equals: user.id } },
      limit: 1,
      depth: 0,
    })
    const saved = existing.docs[0]
      ? await payload.update({ collection: 'bank-details', id: existing.docs[0].id, data, overrideAccess: false, user, depth: 0, context })
      : await payload.create({ collection: 'bank-details', data, overrideAccess: false, user, depth: 0, context })
    return { masked: { bank_account_number: saved.bank_account_number, ifsc_code: saved.ifsc_code } }
  } catch (error) {
    // The OTP was missing, wrong, expired or already used.
    if (error instanceof BankOtpError) throw new AppError('INVALID_INPUT', error.message, { fieldErrors: { otp: error.message } })
    if (error instanceof ValidationError) {
      const list = (error.data?.errors ?? []) as Array<{ path: string; message: string }>
      throw new AppError('INVALID_INPUT', list[0]?.message ?? MESSAGES.bank.failed, {
        fieldErrors: Object.fromEntries(list.map((e) => [e.path, e.message])),
      })
    }
    throw error
  }
}
