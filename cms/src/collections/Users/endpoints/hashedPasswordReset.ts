import { APIError, addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { MESSAGES, forgotPasswordSchema } from '@gruha/shared'
import { isAppError } from '../../../errors/app-error'
import { issuePasswordReset } from '../../../domain/password-reset/issue-password-reset'
import { resetPassword } from '../../../domain/password-reset/reset-password'
import { limitApiRequest } from '../hooks/limitAuthOverApi'

async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  await addDataAndFileToRequest(req)
  return req.data && typeof req.data === 'object' ? req.data : {}
}

const refuse = (status: number, message: string, path?: string) =>
  Response.json({ errors: [{ message, ...(path ? { data: { errors: [{ message, path }] } } : {}) }] }, { status })

/** A 429 from a limit, with Retry-After. */
function tooMany(error: unknown): Response | null {
  if (!(error instanceof APIError) || error.status !== 429) return null
  const seconds = (error.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60
  return Response.json({ errors: [{ message: error.message }] }, { status: 429, headers: { 'Retry-After': String(seconds) } })
}

/**
 * POST /cms/api/users/forgot-password, in place of Payload's own: that one stores the reset token
 * in plain text. This one is the site's flow (a hashed, single-use token, a link to the site's
 * /reset-password, which staff use too), limited per IP and per account, and answers the same
 * for every e-mail before any mail is sent, so neither the answer nor its timing reveals an account.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const parsed = forgotPasswordSchema.safeParse(await body(req))
    if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? MESSAGES.forgotPassword.failed, 'email')
    try {
      await limitApiRequest('forgotPassword', req, parsed.data.email)
    } catch (error) {
      const response = tooMany(error)
      if (response) return response
      throw error
    }
    const { delivery } = await issuePasswordReset({ payload: req.payload, email: parsed.data.email })
    delivery.catch((error: unknown) =>
      req.payload.logger.error({ msg: 'password reset e-mail failed', err: error instanceof Error ? error.message : String(error) }),
    )
    return Response.json({ message: MESSAGES.forgotPassword.sent })
  },
}

/** POST /cms/api/users/reset-password: the hashed token from the e-mailed link, limited per IP. */
export const resetPasswordEndpoint: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req) => {
    const data = await body(req)
    const token = typeof data.token === 'string' ? data.token : ''
    const password = typeof data.password === 'string' ? data.password : ''
    if (!token || token.length > 200) return refuse(400, MESSAGES.resetPassword.missingToken, 'token')
    try {
      await limitApiRequest('resetPassword', req, null)
    } catch (error) {
      const response = tooMany(error)
      if (response) return response
      throw error
    }
    try {
      await resetPassword({ payload: req.payload, input: { token, password } })
    } catch (error) {
      // Payload's REST error shape, on the field the refusal is about (a bad link: token).
      if (isAppError(error)) return refuse(error.status, error.message, error.fieldErrors?.token ? 'token' : 'password')
      throw error
    }
    return Response.json({ message: MESSAGES.resetPassword.success })
  },
}
