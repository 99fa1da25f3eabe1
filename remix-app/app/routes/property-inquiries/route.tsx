import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useCallback, useState } from 'react'
import { metaT, useFormat, useTranslation } from '~/i18n'
import { INQUIRY_FILTERS } from '@gruha/shared'
import type { InquiryView } from '@gruha/cms/services/enquiries'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FollowUpThread } from '~/components/leads/follow-up-thread'
import { leadAction } from '~/components/leads/lead-action.server'
import { LeadPage, statusLabels } from '~/components/leads/lead-page'
import { enquiryList, loadLeads } from '~/components/leads/load-leads.server'
import { MessageDialog, REPLY } from '~/components/leads/message-dialog'
import { PostButton } from '~/components/leads/post-button'
import { SpamButton } from '~/components/leads/spam-button'
import { useLeadAction } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'
import { answerForm } from './property-inquiries.server'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('propertyInquiries.metaTitle') }]

export const loader = ({ request }: LoaderFunctionArgs) => loadLeads(request, ['seller'], enquiryList('owner'))

export const action = ({ request }: ActionFunctionArgs) => leadAction(request, ['seller'], answerForm)

export default function PropertyInquiries() {
  const leads = useLoaderData<typeof loader>()
  const { t } = useTranslation(MEMBER)
  const f = useFormat()
  const [replying, setReplying] = useState<InquiryView | null>(null)
  const { fetcher, toast, busy } = useLeadAction(useCallback(() => setReplying(null), []))
  const labels = statusLabels(INQUIRY_FILTERS, (s) => t(`inquiryStatus.${s}`))
  const replyButton = (to: InquiryView) => (
    <button type="button" className="primary" onClick={() => setReplying(to)}>
      {t('propertyInquiries.reply')}
    </button>
  )
  const spamButton = (i: InquiryView) => (i.senderId ? <SpamButton inquiryId={i.id} marked={i.senderBlocked} /> : null)

  return (
    <LeadPage
      title={t('propertyInquiries.title')}
      path="/property-inquiries"
      filters={INQUIRY_FILTERS}
      labels={labels}
      leads={leads}
      toast={toast}
      empty={(s) => (s === 'all' ? t('propertyInquiries.empty') : t('inquiries.emptyFiltered', { status: labels[s] }))}
      emptyLink={{ to: '/my-properties', label: t('myProperties.title') }}
      card={(i) => ({
        meta: (
          <>
            <span>{[i.name, i.email, i.phone].filter(Boolean).join(' · ')}</span>
            <span>{f.date(i.createdAt, 'dateTime')}</span>
            <span>{t(`inquiryType.${i.inquiryType}`)}</span>
          </>
        ),
        body: (
          <>
            <p className="quote">{i.message}</p>
            {i.reply ? <p className="quote muted">{t('propertyInquiries.yourReply', { reply: i.reply })}</p> : null}
            <FollowUpThread
              followUps={i.followUps}
              replyLine={(reply) => t('propertyInquiries.yourReply', { reply })}
              actions={(followUp) =>
                followUp.status === 'new' ? <div className="lead-actions">{replyButton({ ...i, ...followUp, followUps: [] })}</div> : null
              }
            />
          </>
        ),
        actions:
          i.status !== 'closed' ? (
            <>
              {replyButton(i)}
              <PostButton fetcher={fetcher} fields={{ intent: 'close', id: i.id }} className="secondary" disabled={busy}>
                {t('propertyInquiries.close')}
              </PostButton>
              {spamButton(i)}
            </>
          ) : (
            spamButton(i)
          ),
      })}
      after={
        <MessageDialog
          title={t('propertyInquiries.replyTitle')}
          about={
            replying && {
              id: replying.id,
              quote: replying.message,
              label: t('propertyInquiries.replyLabel', { name: replying.name || replying.email || t('propertyInquiries.theBuyer') }),
            }
          }
          kind={REPLY}
          sendLabel={t('propertyInquiries.sendReply')}
          fetcher={fetcher}
          onClose={() => setReplying(null)}
        />
      }
    />
  )
}

export const ErrorBoundary = GeneralErrorBoundary
