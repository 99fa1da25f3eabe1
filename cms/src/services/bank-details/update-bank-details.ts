import { ValidationError, type Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { BANK_UPDATE_OTP, BankOtpError, type BankUpdateOtp } from '../../collections/BankDetails/hooks/requireBankOtp'
import type { SessionUser } from '../auth/types'

export type BankUpdateInput = {
  phone: string
  otp: string
  bank_account_number: string
  ifsc_code: string
  account_holder_name?: string | null
}

export type UpdateBankDetailsResult =
  | { ok: true; masked: { bank_account_number: string; ifsc_code: string } }
  | { ok: false; status: 400 | 403; message: string; fieldErrors: Record<string, string> }

/**
 * An agent's payout account (one per user). The record is written as the agent through the
 * bank-details access rules, and the collection's requireBankOtp hook checks and uses up the
 * bank_update OTP passed here; reads come back masked.
 */
export async function updateBankDetails(
  payload: Payload,
  options: { user: SessionUser; input: BankUpdateInput },
): Promise<UpdateBankDetailsResult> {
  const { user, input } = options
  if (user.role !== 'agent') return { ok: false, status: 403, message: MESSAGES.bank.failed, fieldErrors: {} }

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
    return { ok: true, masked: { bank_account_number: saved.bank_account_number, ifsc_code: saved.ifsc_code } }
  } catch (error) {
    // The OTP was missing, wrong, expired or already used.
    if (error instanceof BankOtpError) {
      return { ok: false, status: 400, message: error.message, fieldErrors: { otp: error.message } }
    }
    if (error instanceof ValidationError) {
      const list = (error.data?.errors ?? []) as Array<{ path: string; message: string }>
      return {
        ok: false,
        status: 400,
        message: list[0]?.message ?? MESSAGES.bank.failed,
        fieldErrors: Object.fromEntries(list.map((e) => [e.path, e.message])),
      }
    }
    throw error
  }
}
