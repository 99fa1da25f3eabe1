import { Link } from '@remix-run/react'
import type { Ref } from 'react'
import type { TFunction } from 'i18next'
import { formatTimeLeft } from '@gruha/shared'
import type { AssignmentView } from '@gruha/cms/services/assignments'
import { useFormat, useTranslation } from '~/i18n'
import { FollowUpThread } from '~/components/leads/follow-up-thread'
import { PostButton } from '~/components/leads/post-button'
import { SpamButton } from '~/components/leads/spam-button'
import type { LeadFetcher } from '~/components/leads/use-action-toast'
import { AGENT } from '~/i18n/namespaces/agent'
import { MEMBER } from '~/i18n/namespaces/member'

/** An assignment as the page lists it: with whether the agent marked its sender as spam. */
export type Assignment = AssignmentView & { spam: boolean }

/** A prefilled e-mail to the customer of an accepted assignment, in the page's language. */
function contactHref(a: AssignmentView, agentName: string, t: TFunction<readonly ['agent', 'member']>): string | null {
  if (!a.inquiry?.email) return null
  const title = a.property?.title ?? t('assignments.theProperty')
  const subject = t('assignments.mailSubject', { title })
  const body = t('assignments.mailBody', { name: a.inquiry.name ?? '', agent: agentName, title, message: a.inquiry.message })
  return `mailto:${a.inquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

type Props = {
  assignment: Assignment
  /** The answer a deep link picked for this assignment, to confirm with a click (issue 23). */
  linked: { response: 'accepted' | 'declined' } | null
  linkedRef: Ref<HTMLLIElement>
  agentName: string
  fetcher: LeadFetcher
  /** An answer on this assignment is on its way. */
  busy: boolean
}

/** One assignment: the enquiry, its time left or answer, and the agent's buttons. */
export function AssignmentCard({ assignment: a, linked, linkedRef, agentName, fetcher, busy }: Props) {
  const { t } = useTranslation([AGENT, MEMBER])
  const f = useFormat()
  const mail = a.status === 'accepted' ? contactHref(a, agentName, t) : null
  return (
    <li
      ref={linked ? linkedRef : undefined}
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
            <PostButton
              fetcher={fetcher}
              fields={{ id: a.id, response: linked.response === 'accepted' ? 'accept' : 'decline' }}
              className={linked.response === 'accepted' ? 'primary' : 'danger'}
              disabled={busy}
            >
              {t(linked.response === 'accepted' ? 'assignments.confirmAcceptButton' : 'assignments.confirmDeclineButton')}
            </PostButton>
            <Link to="/agent/assignments" replace className="button">
              {t('assignments.notNow')}
            </Link>
          </div>
        </div>
      ) : null}
      <div className="lead-actions">
        {a.canRespond ? (
          <>
            <PostButton fetcher={fetcher} fields={{ id: a.id, response: 'accept' }} className="primary" disabled={busy}>
              {t('assignments.accept')}
            </PostButton>
            <PostButton fetcher={fetcher} fields={{ id: a.id, response: 'decline' }} className="danger" disabled={busy}>
              {t('assignments.decline')}
            </PostButton>
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
}
