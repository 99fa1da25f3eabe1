import { data, redirect } from '@remix-run/node'
import { MESSAGES, agentFilterSchema, agentMessageSchema } from '@gruha/shared'
import { listAgentCities, listAgents, sendAgentMessage } from '@gruha/cms/services/agents'
import { fieldErrorLists, parseForm } from '~/forms'
import { loginHref } from '~/components/auth/auth-types'
import { absoluteUrl } from '~/components/content/seo.server'
import { getFixedT } from '~/i18n/i18n.server'
import { appErrorData } from '~/utils/app-error.server'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { setToast } from '~/utils/toast.server'
import { directoryHref } from './directory-href'

const PAGE_SIZE = 12

/**
 * A page of the directory with its filters, and the agent named by `?contact=` (a visitor signs in
 * first) for the contact dialog.
 */
export async function loadDirectory(request: Request, user: SessionUser | null) {
  const url = new URL(request.url)
  const params = url.searchParams
  const filter = agentFilterSchema.parse({
    city: params.get('city') ?? undefined,
    specialization: params.get('specialization') ?? undefined,
    experience: params.get('experience') ?? undefined,
  })
  const page = Math.max(1, Math.min(500, Number(params.get('page')) || 1))
  const contactId = Number(params.get('contact')) || null
  if (contactId && !user) throw redirect(loginHref({ redirectTo: url.pathname + url.search }))

  const t = await getFixedT(request, 'agent')
  const payload = await getPayloadClient()
  const [result, cities] = await Promise.all([
    listAgents({ payload, user, filter, page, limit: PAGE_SIZE }),
    listAgentCities({ payload, user }),
  ])
  const contactAgent = contactId
    ? (result.agents.find((a) => a.id === contactId) ?? (await listAgents({ payload, user, filter: {}, id: contactId })).agents[0] ?? null)
    : null

  return {
    ...result,
    filter,
    cities,
    signedIn: Boolean(user),
    contactAgent,
    topic: params.get('topic') === 'viewing' ? ('viewing' as const) : ('contact' as const),
    seo: {
      title: t('meta.title'),
      description: t('meta.description'),
      canonical: absoluteUrl('/agents'),
    },
  }
}

/** The contact dialog's message: 400 with what was typed, or back to the directory with a toast. */
export async function messageAgent(request: Request, user: SessionUser) {
  const submission = parseForm(await request.formData(), agentMessageSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, 400)

  try {
    await sendAgentMessage({ payload: await getPayloadClient(), user, input: submission.value })
  } catch (error) {
    return appErrorData(error, (e) => ({
      result: submission.reply({ formErrors: [e.message], fieldErrors: fieldErrorLists(e.fieldErrors) }),
    }))
  }

  const back = directoryHref(new URL(request.url).searchParams)
  throw redirect(back, { headers: { 'Set-Cookie': await setToast(request, { kind: 'success', message: MESSAGES.agents.messageSent }) } })
}
