import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import { makeUser } from '../../../../test/factories'
import { getTestPayload } from '../../../../test/payload'
import { issueResetToken } from '../../../../test/reset-token'
import { resetPasswordEndpoint } from './hashedPasswordReset'

/** Payload's REST error shape, with the refusal on one field. */
const refusal = (message: string, path: string) => ({ errors: [{ message, data: { errors: [{ message, path }] } }] })

describe('POST /cms/api/users/reset-password', () => {
  it("answers resetPassword's refusals in Payload's error shape, on the token or the password, then resets", async () => {
    const payload = await getTestPayload()
    const member = await makeUser(payload, 'buyer')
    const token = await issueResetToken(payload, member.id)
    const post = async (body: Record<string, string>) => {
      const req = await createLocalReq({}, payload)
      req.data = body
      const res = await resetPasswordEndpoint.handler(req)
      return { status: res.status, body: (await res.json()) as unknown }
    }

    expect(await post({ token: 'made-up', password: 'Fixed#Pass42' })).toEqual({
      status: 400,
      body: refusal(MESSAGES.resetPassword.missingToken, 'token'),
    })
    const weak = 'Password must contain at least one uppercase letter'
    expect(await post({ token, password: 'alllowercase1!' })).toEqual({ status: 400, body: refusal(weak, 'password') })
    expect(await post({ token, password: 'Fixed#Pass42' })).toEqual({ status: 200, body: { message: MESSAGES.resetPassword.success } })
  })
})
