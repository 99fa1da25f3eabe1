import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useCallback, useState } from 'react'
import { metaT, useFormat, useTranslation } from '~/i18n'
import { INQUIRY_FILTERS } from '@gruha/shared'
import type { InquiryView } from '@gruha/cms/services/enquiries'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { DetailsDialog, type DetailRows } from '~/components/leads/dialog'
import { FollowUpThread } from '~/components/leads/follow-up-thread'
import { leadAction } from '~/components/leads/lead-action.server'
import { LeadPage, statusLabels } from '~/components/leads/lead-page'
import { enquiryList, loadLeads } from '~/components/leads/load-leads.server'
import { FOLLOW_UP, MessageDialog } from '~/components/leads/message-dialog'
import { useLeadAction } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'
import { followUpForm } from './my-inquiries.server'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('inquiries.metaTitle') }]

export const loader = ({ request }: LoaderFunctionArgs) => loadLeads(request, ['buyer'], enquiryList('sender'))

export const action = ({ request }: ActionFunctionArgs) => leadAction(request, ['buyer'], followUpForm)

export default function MyInquiries() {
  const leads = useLoaderData<typeof loader>()
  const { t } = useTranslation(MEMBER)
  const f = useFormat()
  const [viewing, setViewing] = useState<InquiryView | null>(null)
  const [following, setFollowing] = useState<InquiryView | null>(null)
  const { fetcher, toast } = useLeadAction(useCallback(() => setFollowing(null), []))
  const labels = statusLabels(INQUIRY_FILTERS, (s) => t(`inquiryStatus.${s}`))
  const titleOf = (i: InquiryView) => i.property?.title ?? t('placeholderProperty')
  const replyLine = (reply: string) => t('inquiries.replyLine', { reply })

  const details: DetailRows | null = viewing && [
    [t('bookings.property'), titleOf(viewing)],
    [t('inquiries.sentOn'), f.date(viewing.createdAt, 'dateTime')],
    [t('inquiries.type'), t(`inquiryType.${viewing.inquiryType}`)],
    [t('bookings.status'), labels[viewing.status]],
    [t('inquiries.yourMessage'), viewing.message],
    [t('inquiries.contact'), [viewing.name, viewing.email, viewing.phone].filter(Boolean).join(' · ') || t('dialog.none')],
    viewing.agent ? [t('inquiries.agent'), viewing.agent] : null,
    [
      t('inquiries.reply'),
      viewing.reply ? `${viewing.reply}${viewing.repliedAt ? ` (${f.date(viewing.repliedAt, 'dateTime')})` : ''}` : t('inquiries.noReply'),
    ],
  ]

  return (
    <LeadPage
      title={t('inquiries.title')}
      path="/my-inquiries"
      filters={INQUIRY_FILTERS}
      labels={labels}
      leads={leads}
      toast={toast}
      empty={(s) => (s === 'all' ? t('inquiries.empty') : t('inquiries.emptyFiltered', { status: labels[s] }))}
      emptyLink={{ to: '/buy', label: t('browseProperties') }}
      card={(i) => ({
        meta: (
          <>
            <span>{f.date(i.createdAt, 'dateTime')}</span>
            <span>{t(`inquiryType.${i.inquiryType}`)}</span>
          </>
        ),
        body: (
          <>
            <p className="quote">{i.message}</p>
            {i.reply ? <p className="quote muted">{replyLine(i.reply)}</p> : null}
            <FollowUpThread followUps={i.followUps} replyLine={replyLine} />
          </>
        ),
        actions: (
          <>
            {i.property ? (
              <Link className="button" to={i.property.path}>
                {t('inquiries.viewProperty')}
              </Link>
            ) : null}
            <button type="button" className="secondary" onClick={() => setViewing(i)}>
              {t('inquiries.viewInquiry')}
            </button>
            <button type="button" className="secondary" onClick={() => setFollowing(i)}>
              {t('inquiries.sendFollowUp')}
            </button>
          </>
        ),
      })}
      after={
        <>
          <DetailsDialog title={t('inquiries.detailsTitle')} rows={details} onClose={() => setViewing(null)} />
          <MessageDialog
            title={t('inquiries.followUpTitle')}
            about={following && { id: following.id, label: t('inquiries.followUpLabel', { title: titleOf(following) }) }}
            kind={FOLLOW_UP}
            sendLabel={t('dialog.send')}
            fetcher={fetcher}
            onClose={() => setFollowing(null)}
          />
        </>
      }
    />
  )
}

export const ErrorBoundary = GeneralErrorBoundary
