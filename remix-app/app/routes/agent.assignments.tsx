import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useNavigate, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { ASSIGNMENT_STATUS_LABELS, INQUIRY_TYPE_LABELS, MESSAGES, formatDateTimeIN, formatTimeLeft } from '@gruha/shared'
import { listAgentAssignments, type AssignmentView } from '@gruha/cms/services/assignments/list-agent-assignments'
import { respondToAssignment } from '@gruha/cms/services/assignments/respond-to-assignment'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Toast } from '~/components/toast'
import { useActionToast, type LeadActionData } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = () => [{ title: 'Assignments · Gruha' }]

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

/** A prefilled e-mail to the customer of an accepted assignment. */
function contactHref(a: AssignmentView, agentName: string): string | null {
  if (!a.inquiry?.email) return null
  const title = a.property?.title ?? 'the property'
  const subject = `Regarding your enquiry about ${title}`
  const body = [
    `Hello ${a.inquiry.name || ''},`.replace(' ,', ','),
    '',
    `I am ${agentName || 'your agent'} from Gruha, and I will be helping you with your enquiry about ${title}.`,
    '',
    `Your message: ${a.inquiry.message}`,
    '',
    'When would be a good time to talk?',
  ].join('\n')
  return `mailto:${a.inquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export default function AgentAssignments() {
  const { assignments, deepLink, agentName } = useLoaderData<typeof loader>()
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
        <Link to="/agent/dashboard">← Back to Dashboard</Link>
      </p>
      <h1>Assignments</h1>
      {assignments.length === 0 ? (
        <div className="card">
          <p>No assignments yet.</p>
        </div>
      ) : (
        <ul className="lead-list" aria-label="Assignments">
          {assignments.map((a) => {
            const mail = a.status === 'accepted' ? contactHref(a, agentName) : null
            return (
              <li key={a.id} className="card" aria-label={`Assignment ${a.id}`}>
                <h3>{a.property?.title ?? `Enquiry #${a.inquiry?.id ?? ''}`}</h3>
                <div className="lead-meta">
                  <span className={`status status-${a.status}`}>{ASSIGNMENT_STATUS_LABELS[a.status]}</span>
                  <span>Assigned {formatDateTimeIN(a.assignedAt)}</span>
                  {a.status === 'pending' ? (
                    <span>Time left: {formatTimeLeft(a.msLeft)}</span>
                  ) : a.status === 'expired' ? (
                    <span>{MESSAGES.assignments.expired}</span>
                  ) : a.respondedAt ? (
                    <span>Answered {formatDateTimeIN(a.respondedAt)}</span>
                  ) : null}
                </div>
                {a.inquiry ? (
                  <>
                    <p className="quote">{a.inquiry.message}</p>
                    <div className="lead-meta">
                      <span>{INQUIRY_TYPE_LABELS[a.inquiry.type]}</span>
                      <span>{a.inquiry.name}</span>
                      {a.status === 'accepted' ? <span>{[a.inquiry.email, a.inquiry.phone].filter(Boolean).join(' · ')}</span> : null}
                      {a.property?.place ? <span>{a.property.place}</span> : null}
                    </div>
                  </>
                ) : null}
                {a.notes ? <p className="muted">Note: {a.notes}</p> : null}
                <div className="lead-actions">
                  {a.canRespond ? (
                    <>
                      <fetcher.Form method="post">
                        <input type="hidden" name="id" value={a.id} />
                        <input type="hidden" name="response" value="accept" />
                        <button type="submit" className="primary" disabled={sendingId === a.id}>
                          Accept
                        </button>
                      </fetcher.Form>
                      <fetcher.Form method="post">
                        <input type="hidden" name="id" value={a.id} />
                        <input type="hidden" name="response" value="decline" />
                        <button type="submit" className="danger" disabled={sendingId === a.id}>
                          Decline
                        </button>
                      </fetcher.Form>
                    </>
                  ) : null}
                  {mail ? (
                    <a className="button" href={mail}>
                      Contact Customer
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
