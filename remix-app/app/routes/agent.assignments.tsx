import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useNavigate, useRevalidator, useSearchParams } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat } from '~/i18n'
import type { TFunction } from 'i18next'
import { MESSAGES, formatTimeLeft } from '@gruha/shared'
import { listAgentAssignments, type AssignmentView } from '@gruha/cms/services/assignments'
import { respondToAssignment } from '@gruha/cms/services/assignments'
import { listBlockedMembers } from '@gruha/cms/services/contact-blocks'
import { spamAction } from '~/components/leads/spam-action.server'
import { SpamButton } from '~/components/leads/spam-button'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { FollowUpThread } from '~/components/leads/follow-up-thread'
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
  const answer = params.get('action') ?? ''
  const response = Object.hasOwn(RESPONSES, answer) ? RESPONSES[answer] : undefined
  const payload = await getPayloadClient()
  const [assignments, blocked] = await Promise.all([listAgentAssignments({ payload, user }), listBlockedMembers({ payload, user })])
  // A deep link (?assignment=&action=, e.g. from the assignment e-mail) only picks the assignment and the
  // answer: the agent confirms with a click. Nothing is sent by opening a link (issue 23).
  const linked = assignments.find((a) => a.id === id && a.canRespond)
  const deepLink = linked && response ? { id, response } : null
  return {
    assignments: assignments.map((a) => ({ ...a, spam: Boolean(a.inquiry?.senderId && blocked.has(a.inquiry.senderId)) })),
    deepLink,
    agentName: [user.first_name, user.last_name].filter(Boolean).join(' '),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ['agent'])
  const form = await request.formData()
  const spam = await spamAction(form, user)
  if (spam) return spam
  const id = Number(form.get('id'))
  const response = RESPONSES[String(form.get('response') ?? '')]
  if (!Number.isInteger(id) || id <= 0 || !response) return data<LeadActionData>({ ok: false, message: MESSAGES.assignments.failed }, 400)
  try {
    const { message } = await respondToAssignment({ payload: await getPayloadClient(), user, input: { id, response } })
    return data<LeadActionData>({ ok: true, message })
  } catch (error) {
    return appErrorData(error, (e): LeadActionData => ({ ok: false, message: e.message }))
  }
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
  const [searchParams] = useSearchParams()
  const revalidator = useRevalidator()
  const toast = useActionToast(fetcher)
  const linkedCard = useRef<HTMLLIElement>(null)
  const sendingId = fetcher.state !== 'idle' ? Number(fetcher.formData?.get('id')) : null

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
            const linked = deepLink?.id === a.id ? deepLink : null
            return (
              <li
                key={a.id}
                ref={linked ? linkedCard : undefined}
                className={linked ? 'card deep-linked' : 'card'}
                aria-label={t('assignments.item', { id: a.id })}
              >
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
                    <FollowUpThread followUps={a.inquiry.followUps} replyLine={(reply) => t('member:inquiries.replyLine', { reply })} />
                  </>
                ) : null}
                {a.notes ? <p className="muted">{t('assignments.note', { note: a.notes })}</p> : null}
                {linked ? (
                  <div className="deep-link-confirm" role="group" aria-label={t('assignments.confirmLabel')}>
                    <p>
                      <strong>{t(linked.response === 'accepted' ? 'assignments.confirmAccept' : 'assignments.confirmDecline')}</strong>{' '}
                      {t('assignments.confirmHint')}
                    </p>
                    <div className="lead-actions">
                      <fetcher.Form method="post">
                        <input type="hidden" name="id" value={a.id} />
                        <input type="hidden" name="response" value={linked.response === 'accepted' ? 'accept' : 'decline'} />
                        <button
                          type="submit"
                          className={linked.response === 'accepted' ? 'primary' : 'danger'}
                          disabled={sendingId === a.id}
                        >
                          {t(linked.response === 'accepted' ? 'assignments.confirmAcceptButton' : 'assignments.confirmDeclineButton')}
                        </button>
                      </fetcher.Form>
                      <Link to="/agent/assignments" replace className="button">
                        {t('assignments.notNow')}
                      </Link>
                    </div>
                  </div>
                ) : null}
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
                  {/* Spec 001 §4: an expired assignment has no buttons; the lead is no longer the agent's. */}
                  {a.inquiry?.senderId && a.status !== 'expired' ? <SpamButton inquiryId={a.inquiry.id} marked={a.spam} /> : null}
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
