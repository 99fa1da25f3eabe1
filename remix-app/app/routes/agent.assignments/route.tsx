import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { TIMINGS } from '@gruha/shared'
import { metaT, useTranslation } from '~/i18n'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { leadAction } from '~/components/leads/lead-action.server'
import { useLeadAction } from '~/components/leads/use-action-toast'
import { Toast } from '~/components/toast'
import { requireRole } from '~/utils/permissions.server'
import { useRefreshWhileVisible } from '~/utils/use-refresh-while-visible'
import leadsStyles from '~/components/leads/leads.css?url'
import { answerForm, loadAssignments } from './assignments.server'
import { AssignmentCard } from './assignment-card'
import { AGENT } from '~/i18n/namespaces/agent'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, AGENT)('assignments.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ['agent'])
  return loadAssignments(request, user)
}

export const action = ({ request }: ActionFunctionArgs) => leadAction(request, ['agent'], answerForm)

export default function AgentAssignments() {
  const { assignments, deepLink, agentName } = useLoaderData<typeof loader>()
  const { t } = useTranslation(AGENT)
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const { fetcher, toast, busyId } = useLeadAction()
  const linkedCard = useRef<HTMLLIElement>(null)

  // A deep link shows its assignment with the answer to confirm; once answered, the URL goes back to
  // /agent/assignments (spec 001 §4). Keyed on the URL, not on `deepLink`: the revalidation after the
  // answer already clears `deepLink` (the assignment can no longer be answered).
  useEffect(() => {
    linkedCard.current?.scrollIntoView({ block: 'center' })
    linkedCard.current?.querySelector<HTMLButtonElement>('.deep-link-confirm button[type=submit]')?.focus()
  }, [deepLink])
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && searchParams.has('assignment')) navigate('/agent/assignments', { replace: true })
  }, [fetcher.state, fetcher.data, searchParams, navigate])

  // Time left moves on: refresh each minute.
  useRefreshWhileVisible(TIMINGS.assignmentsRefresh)

  return (
    <main className="page">
      <Toast toast={toast} />
      <p>
        <Link to="/agent/dashboard">{t('assignments.back')}</Link>
      </p>
      <h1>{t('assignments.title')}</h1>
      {assignments.length === 0 ? (
        <div className="card">
          <p>{t('assignments.empty')}</p>
        </div>
      ) : (
        <ul className="lead-list" aria-label={t('assignments.title')}>
          {assignments.map((a) => (
            <AssignmentCard
              key={a.id}
              assignment={a}
              linked={deepLink?.id === a.id ? deepLink : null}
              linkedRef={linkedCard}
              agentName={agentName}
              fetcher={fetcher}
              busy={busyId === a.id}
            />
          ))}
        </ul>
      )}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
