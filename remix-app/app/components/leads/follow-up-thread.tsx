import type { ReactNode } from 'react'
import type { FollowUpView } from '@gruha/cms/services/enquiries'
import { INQUIRY_STATUSES } from '@gruha/shared'
import { useFormat, useTranslation } from '~/i18n'
import { MEMBER } from '~/i18n/namespaces/member'

/**
 * The follow-ups of one enquiry, oldest first, under its card: each with its date, status and
 * answer. `replyLine` words an answer for the reader (the sender's "Reply: …", the owner's
 * "Your reply: …"); `actions` adds a follow-up's own buttons (the owner's Reply).
 */
export function FollowUpThread({
  followUps,
  replyLine,
  actions,
}: {
  followUps: FollowUpView[]
  replyLine: (reply: string) => string
  actions?: (followUp: FollowUpView) => ReactNode
}) {
  const { t } = useTranslation(MEMBER)
  const f = useFormat()
  if (followUps.length === 0) return null
  const status = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, t(`inquiryStatus.${s}`)]))
  return (
    <ol className="follow-ups" aria-label={t('inquiries.followUps', { count: followUps.length })}>
      {followUps.map((followUp) => (
        <li key={followUp.id}>
          <div className="lead-meta">
            <span>{t('inquiries.followUp')}</span>
            <span>{f.date(followUp.createdAt, 'dateTime')}</span>
            <span className={`status status-${followUp.status}`}>{status[followUp.status]}</span>
          </div>
          <p className="quote">{followUp.message}</p>
          {followUp.reply ? <p className="quote muted">{replyLine(followUp.reply)}</p> : null}
          {actions?.(followUp)}
        </li>
      ))}
    </ol>
  )
}
