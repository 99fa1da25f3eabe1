import { data } from '@remix-run/node'
import type { Role } from '@gruha/shared'
import { appErrorData } from '~/utils/app-error.server'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { spamAction } from './spam-action.server'
import type { LeadActionData } from './use-action-toast'

type Payload = Awaited<ReturnType<typeof getPayloadClient>>

/** The one service call a lead page's form asks for; it resolves to the message the page shows. */
export type LeadCall = (args: { payload: Payload; user: SessionUser }) => Promise<string>

/** What a lead page's buttons post, and how the page reads it. */
export type LeadForm = {
  /** The page's message for a form it cannot read (answered 400). */
  failed: string
  /** The call the form asks for, or null when it is not one of the page's forms. */
  read: (form: FormData) => LeadCall | null
  /** Mark as spam and its undo are answered too (the enquiry inboxes, issue 23). */
  spam?: boolean
}

/**
 * Action of the lead pages: checks the role, reads the form, makes its one service call and answers
 * `{ ok, message }`; a service's refusal answers with its own status and message (appErrorData).
 */
export async function leadAction(request: Request, roles: readonly Role[], page: LeadForm) {
  const user = await requireRole(request, roles)
  const form = await request.formData()
  const spam = page.spam ? await spamAction(form, user) : null
  if (spam) return spam
  const call = page.read(form)
  if (!call) return data<LeadActionData>({ ok: false, message: page.failed }, 400)
  try {
    return data<LeadActionData>({ ok: true, message: await call({ payload: await getPayloadClient(), user }) })
  } catch (error) {
    return appErrorData(error, (e): LeadActionData => ({ ok: false, message: e.message }))
  }
}
