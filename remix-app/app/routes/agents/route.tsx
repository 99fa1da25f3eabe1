import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import { LABELS, MESSAGES } from '@gruha/shared'
import { getUser, requireUser } from '~/utils/auth.server'
import { AgentCard } from '~/components/agents/agent-card'
import { ContactDialog } from '~/components/agents/contact-dialog'
import { seoMeta } from '~/components/content/seo'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { useMessage, useTranslation } from '~/i18n'
import agentsStyles from '~/components/agents/agents.css?url'
import reraStyles from '~/components/trust/rera.css?url'
import reportStyles from '~/components/report/report.css?url'
import { AgentFilters } from './agent-filters'
import { loadDirectory, messageAgent } from './agents.server'
import { directoryHref } from './directory-href'
import { AGENT } from '~/i18n/namespaces/agent'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: agentsStyles },
  { rel: 'stylesheet', href: reraStyles },
  { rel: 'stylesheet', href: reportStyles },
]

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  // Spec 000 route table: signed-in agents go to their dashboard.
  if (user?.role === 'agent') throw redirect('/agent/dashboard')
  return loadDirectory(request, user)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  return messageAgent(request, user)
}

export default function AgentsPage() {
  const { agents, total, page, totalPages, filter, cities, signedIn, contactAgent, topic } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { t } = useTranslation(AGENT)
  const msg = useMessage()
  const closeHref = directoryHref(params)

  const contactHref = (id: number, viewing = false) => directoryHref(params, { contact: String(id), topic: viewing ? 'viewing' : null })

  return (
    <main>
      <section className="agents-hero">
        <h1>{msg(LABELS.agents.heroTitle)}</h1>
        <AgentFilters filter={filter} cities={cities} />
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
