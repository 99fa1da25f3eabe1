import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { resourceJson } from '~/utils/resource-json.server'
import { APIError } from 'payload'
import { MODERATION_MESSAGES } from '@gruha/shared'
import { reportTarget } from '@gruha/cms/services/moderation'
import { getUser } from '~/utils/auth.server'
import { getLocale } from '~/i18n/i18n.server'
import { getPayloadClient } from '~/utils/payload.server'
import { safeRedirect } from '~/utils/permissions.server'
import { setToast } from '~/utils/toast.server'

/** Nothing to show here. */
export const loader = () => redirect('/')

/** `repeat`: this member had already reported it (counted once; shown as done). */
type ReportAnswer = { ok: boolean; message: string; repeat?: boolean; fieldErrors?: Record<string, string> }

/**
 * "Report this listing" / "Report this agent" post here (issue 23 §5). Members only; the rules
 * (one report each, not their own) are the reports collection's. With JavaScript (`_fetch`) it
 * answers JSON; without, it goes back to the page with the message as a toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const back = safeRedirect(form.get('redirectTo'), '/')
  const viaFetcher = form.get('_fetch') === '1'
  const user = await getUser(request)
  if (!user) {
    if (viaFetcher) return resourceJson<ReportAnswer>({ ok: false, message: MODERATION_MESSAGES.signInToReport }, 401)
    throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`)
  }
  const input = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string'))
  let answer: ReportAnswer
  let status = 200
  try {
    answer = { ok: true, ...(await reportTarget({ payload: await getPayloadClient(), user, input, locale: getLocale(request) })) }
  } catch (error) {
    // AppError (an APIError): its status and sentence; anything else is a real fault.
    if (!(error instanceof APIError) || error.status >= 500) throw error
    const extra = (error as APIError & { data?: { fieldErrors?: Record<string, string> } }).data
    answer = { ok: false, message: error.message, repeat: error.status === 409, fieldErrors: extra?.fieldErrors }
    status = error.status
  }
  if (viaFetcher) return resourceJson(answer, status)
  throw redirect(back, {
    headers: { 'Set-Cookie': await setToast(request, { kind: answer.ok ? 'success' : 'error', message: answer.message }) },
  })
}
