import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useNavigate, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { MESSAGES, formatTimeLeft } from '@gruha/shared'
import { listAgentAssignments, type AssignmentView } from '@gruha/cms/services/assignments/list-agent-assignments'
import { respondToAssignment } from '@gruha/cms/services/assignments/respond-to-assignment'
import { metaT, useFormat } from '~/i18n'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Toast } from '~/components/toast'
import { useActionToast, type LeadActionData } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'agent')('assignments.metaTitle') }]

type Response = 'accepted' | 'declined'
const RESPONSES: Record<string, Response> = { accept: 'accepted', decline: 'declined' }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ['agent'])
  const params = new URL(request.url).searchParams
  const id = Number(params.get('assignment'))
  const response = RESPONSES[params.get('action') ?? '']
  const assignments = await listAgentAssignments({ payload: await getPayloadClient(), user })
  // A deep link (?assignment=&action=, e.g. from the assignment e-mail) answers once the page is open.
  const deepLink = Number.isInteger(id) && id > 0 && response ? { id, response } : null
  return { assignments, deepLink, agentName: [user.first_name, user.last_name].filter(Boolean).join(' ') }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ['agent'])
  const form = await request.formData()
  const id = Number(form.get('id'))
  const response = RESPONSES[String(form.get('response') ?? '')]
  if (!Number.isInteger(id) || id <= 0 || !response) return data<LeadActionData>({ ok: false, message: MESSAGES.assignments.failed }, 400)
  const result = await respondToAssignment({ payload: await getPayloadClient(), user, id, response })
  return data<LeadActionData>({ ok: result.ok, message: result.message }, result.ok ? 200 : 400)
}

/** A prefilled e-mail to the customer of an accepted assignment, in the page's language. */
function contactHref(a: AssignmentView, agentName: string, t: TFunction): string | null {
  if (!a.inquiry?.email) return null
  const title = a.property?.title ?? t('assignments.theProperty')
  const subject = t('assignments.mailSubject', { title })
  const body = t('assignments.mailBody', { name: a.inquiry.name ?? '', agent: agentName, title, message: a.inquiry.message })
  return `mailto:${a.inquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export default function AgentAssignments() {
  const { assignments, deepLink, agentName } = useLoaderData<typeof loader>()
  const { t } = useTranslation('agent')
  const f = useFormat()
  const fetcher = useFetcher<LeadActionData>()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const toast = useActionToast(fetcher)
  const answered = useRef(false)
  const sendingId = fetcher.state !== 'idle' ? Number(fetcher.formData?.get('id')) : null

  // The deep link answers once, then the URL goes back to /agent/assignments (spec 001 §4).
  useEffect(() => {
    if (!deepLink || answered.current) return
    answered.current = true
    fetcher.submit({ id: String(deepLink.id), response: deepLink.response === 'accepted' ? 'accept' : 'decline' }, { method: 'post' })
  }, [deepLink, fetcher])
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && deepLink) navigate('/agent/assignments', { replace: true })
  }, [fetcher.state, fetcher.data, deepLink, navigate])

  // Time left moves on: refresh each minute.
  useEffect(() => {
    const timer = setInterval(() => revalidator.state === 'idle' && revalidator.revalidate(), 60_000)
    return () => clearInterval(timer)
  }, [revalidator])

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
          {assignments.map((a) => {
            const mail = a.status === 'accepted' ? contactHref(a, agentName, t) : null
            return (
              <li key={a.id} className="card" aria-label={t('assignments.item', { id: a.id })}>
                <h3>{a.property?.title ?? t('assignments.enquiry', { id: a.inquiry?.id ?? '' })}</h3>
                <div className="lead-meta">
                  <span className={`status status-${a.status}`}>{t(`assignments.status.${a.status}`)}</span>
                  <span>{t('assignments.assigned', { date: f.date(a.assignedAt, 'dateTime') })}</span>
                  {a.status === 'pending' ? (
                    <span>{t('assignments.timeLeft', { time: formatTimeLeft(a.msLeft, f.locale) })}</span>
                  ) : a.status === 'expired' ? (
                    <span>{t('assignments.status.expired')}</span>
                  ) : a.respondedAt ? (
                    <span>{t('assignments.answered', { date: f.date(a.respondedAt, 'dateTime') })}</span>
                  ) : null}
                </div>
                {a.inquiry ? (
                  <>
                    <p className="quote">{a.inquiry.message}</p>
                    <div className="lead-meta">
                      <span>{t(`assignments.type.${a.inquiry.type}`)}</span>
                      <span>{a.inquiry.name}</span>
                      {a.status === 'accepted' ? <span>{[a.inquiry.email, a.inquiry.phone].filter(Boolean).join(' · ')}</span> : null}
                      {a.property?.place ? <span>{a.property.place}</span> : null}
                    </div>
                  </>
                ) : null}
                {a.notes ? <p className="muted">{t('assignments.note', { note: a.notes })}</p> : null}
                <div className="lead-actions">
                  {a.canRespond ? (
                    <>
                      <fetcher.Form method="post">
                        <input type="hidden" name="id" value={a.id} />
                        <input type="hidden" name="response" value="accept" />
                        <button type="submit" className="primary" disabled={sendingId === a.id}>
                          {t('assignments.accept')}
                        </button>
                      </fetcher.Form>
                      <fetcher.Form method="post">
                        <input type="hidden" name="id" value={a.id} />
                        <input type="hidden" name="response" value="decline" />
                        <button type="submit" className="danger" disabled={sendingId === a.id}>
                          {t('assignments.decline')}
                        </button>
                      </fetcher.Form>
                    </>
                  ) : null}
                  {mail ? (
                    <a className="button" href={mail}>
                      {t('assignments.contact')}
                    </a>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
