import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import {
  AGENT_DIRECTORY_EXPERIENCE_BANDS,
  AGENT_DIRECTORY_SPECIALIZATIONS,
  LABELS,
  MESSAGES,
  agentFilterSchema,
  agentMessageSchema,
} from '@gruha/shared'
import { listAgentCities, listAgents, sendAgentMessage } from '@gruha/cms/services/agents'
import { getUser, requireUser } from '~/utils/auth.server'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { setToast } from '~/utils/toast.server'
import { fieldErrorLists, parseForm } from '~/forms'
import { AgentCard } from '~/components/agents/agent-card'
import { ContactDialog } from '~/components/agents/contact-dialog'
import { loginHref } from '~/components/auth/auth-types'
import { seoMeta } from '~/components/content/seo'
import { absoluteUrl } from '~/components/content/seo.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { useTranslation } from 'react-i18next'
import { useMessage } from '~/i18n'
import { getFixedT } from '~/i18n/i18n.server'
import agentsStyles from '~/components/agents/agents.css?url'
import reraStyles from '~/components/trust/rera.css?url'
import reportStyles from '~/components/report/report.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: agentsStyles },
  { rel: 'stylesheet', href: reraStyles },
  { rel: 'stylesheet', href: reportStyles },
]

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)

const PAGE_SIZE = 12

/** The directory URL with the filters kept and the modal closed. */
function directoryHref(params: URLSearchParams, changes: Record<string, string | null> = {}): string {
  const next = new URLSearchParams(params)
  next.delete('contact')
  next.delete('topic')
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key)
    else next.set(key, value)
  }
  const query = next.toString()
  return query ? `/agents?${query}` : '/agents'
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const user = await getUser(request)
  // Spec 000 route table: signed-in agents go to their dashboard.
  if (user?.role === 'agent') throw redirect('/agent/dashboard')

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

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
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

export default function AgentsPage() {
  const { agents, total, page, totalPages, filter, cities, signedIn, contactAgent, topic } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { t } = useTranslation('agent')
  const msg = useMessage()
  const closeHref = directoryHref(params)

  const contactHref = (id: number, viewing = false) => directoryHref(params, { contact: String(id), topic: viewing ? 'viewing' : null })

  return (
    <main>
      <section className="agents-hero">
        <h1>{msg(LABELS.agents.heroTitle)}</h1>
        <Form method="get" className="agent-filters" aria-label={t('filters.label')}>
          <div className="field">
            <label htmlFor="agent-city">{t('filters.city')}</label>
            <select id="agent-city" name="city" defaultValue={filter.city ?? ''}>
              <option value="">{t('filters.allCities')}</option>
              {cities.map((c) => (
                <option key={`${c.name}|${c.state}`} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="agent-specialization">{t('filters.specialization')}</label>
            <select id="agent-specialization" name="specialization" defaultValue={filter.specialization ?? ''}>
              <option value="">{t('filters.allSpecializations')}</option>
              {AGENT_DIRECTORY_SPECIALIZATIONS.map((s) => (
                <option key={s} value={s}>
                  {t(`specializations.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="agent-experience">{t('filters.experience')}</label>
            <select id="agent-experience" name="experience" defaultValue={filter.experience ?? ''}>
              <option value="">{t('filters.anyExperience')}</option>
              {AGENT_DIRECTORY_EXPERIENCE_BANDS.map((b) => (
                <option key={b.value} value={b.value}>
                  {t('years', { range: b.value })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="primary">
            {msg(LABELS.agents.searchAgents)}
          </button>
        </Form>
      </section>

      <section className="page" aria-label={t('list.label')}>
        {agents.length === 0 ? (
          <div className="card empty-state">
            <h2>{msg(MESSAGES.agents.noAgents)}</h2>
            <p className="muted">{t('list.emptyHint')}</p>
            <Link className="button" to="/agents">
              {msg(LABELS.agents.clearFilters)}
            </Link>
          </div>
        ) : (
          <>
            <p className="muted">{t('list.count', { count: total })}</p>
            <ul className="agent-grid">
              {agents.map((agent) => (
                <li key={agent.id}>
                  <AgentCard
                    agent={agent}
                    contactHref={contactHref(agent.id)}
                    scheduleHref={contactHref(agent.id, true)}
                    signedIn={signedIn}
                  />
                </li>
              ))}
            </ul>
            {totalPages > 1 ? (
              <nav className="pager" aria-label={t('list.pages')}>
                {page > 1 ? <Link to={directoryHref(params, { page: String(page - 1) })}>{t('list.previous')}</Link> : null}
                <span>{t('list.pageOf', { page, total: totalPages })}</span>
                {page < totalPages ? <Link to={directoryHref(params, { page: String(page + 1) })}>{t('list.next')}</Link> : null}
              </nav>
            ) : null}
          </>
        )}
      </section>

      {contactAgent ? (
        <ContactDialog
          key={`${contactAgent.id}-${topic}`}
          agent={contactAgent}
          topic={topic}
          closeHref={closeHref}
          onClose={() => navigate(closeHref, { preventScrollReset: true })}
          lastResult={actionData?.result}
        />
      ) : null}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
