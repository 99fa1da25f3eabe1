import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat } from '~/i18n'
import { INQUIRY_FILTERS, MESSAGES } from '@gruha/shared'
import { listEnquiries, type InquiryView } from '@gruha/cms/services/enquiries'
import { answerEnquiry } from '@gruha/cms/services/enquiries'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { FollowUpThread } from '~/components/leads/follow-up-thread'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Dialog } from '~/components/leads/dialog'
import { LeadPage } from '~/components/leads/lead-page'
import { PropertyThumb } from '~/components/leads/property-thumb'
import { formId, loadLeads } from '~/components/leads/load-leads.server'
import { spamAction } from '~/components/leads/spam-action.server'
import { SpamButton } from '~/components/leads/spam-button'
import { useActionToast, type LeadActionData } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'member')('propertyInquiries.metaTitle') }]

const MAX_REPLY = 5000
/** (not in spec) The owner's answers; the page translates them through the `messages` catalogue. */
const REPLY_SENT = 'Reply sent to the buyer'
const CLOSED = 'Enquiry closed'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadLeads(request, {
    roles: ['seller'],
    filters: INQUIRY_FILTERS,
    fetchFailed: MESSAGES.inquiry.fetchFailed,
    list: (args) => listEnquiries({ ...args, as: 'owner' }),
  })

/** The owner replies (status `responded`, e-mailed to the buyer) or closes; the Inquiries collection checks ownership. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ['seller'])
  const form = await request.formData()
  const spam = await spamAction(form, user)
  if (spam) return spam
  const id = formId(form)
  const intent = form.get('intent')
  const reply = String(form.get('reply') ?? '')
  if (!id || (intent !== 'reply' && intent !== 'close') || reply.length > MAX_REPLY) {
    return data<LeadActionData>({ ok: false, message: MESSAGES.inquiry.answerFailed }, 400)
  }
  const input = intent === 'reply' ? { id, reply } : { id, close: true as const }
  try {
    await answerEnquiry({ payload: await getPayloadClient(), user, input })
  } catch (error) {
    return appErrorData(error, (e): LeadActionData => ({ ok: false, message: e.message }))
  }
  return data<LeadActionData>({ ok: true, message: intent === 'reply' ? REPLY_SENT : CLOSED })
}

export default function PropertyInquiries() {
  const { filter, items, counts, error } = useLoaderData<typeof loader>()
  const { t } = useTranslation('member')
  const f = useFormat()
  const [replying, setReplying] = useState<InquiryView | null>(null)
  const [draft, setDraft] = useState('')
  const fetcher = useFetcher<LeadActionData>()
  const done = useCallback(() => (setReplying(null), setDraft('')), [])
  const toast = useActionToast(fetcher, done)
  const busy = fetcher.state !== 'idle'
  const labels = Object.fromEntries(INQUIRY_FILTERS.map((s) => [s, t(`inquiryStatus.${s}`)])) as Record<
    (typeof INQUIRY_FILTERS)[number],
    string
  >

  const dialog = (
    <Dialog
      title={t('propertyInquiries.replyTitle')}
      open={replying !== null}
      onClose={() => setReplying(null)}
      closeLabel={t('dialog.cancel')}
    >
      {replying ? (
        <fetcher.Form
          method="post"
          onSubmit={(event) => {
            if (!draft.trim()) event.preventDefault()
          }}
        >
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="id" value={replying.id} />
          <p className="quote muted">{replying.message}</p>
          <div className="field">
            <label htmlFor="reply-message">
              {t('propertyInquiries.replyLabel', { name: replying.name || replying.email || t('propertyInquiries.theBuyer') })}
            </label>
            <textarea
              id="reply-message"
              name="reply"
              maxLength={MAX_REPLY}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              required
            />
          </div>
          <button type="submit" className="primary" disabled={busy || !draft.trim()}>
            {busy ? t('dialog.sending') : t('propertyInquiries.sendReply')}
          </button>
        </fetcher.Form>
      ) : null}
    </Dialog>
  )

  return (
    <LeadPage
      title={t('propertyInquiries.title')}
      path="/property-inquiries"
      filters={INQUIRY_FILTERS}
      labels={labels}
      filter={filter}
      counts={counts}
      toast={toast}
      error={error}
      empty={(s) => (s === 'all' ? t('propertyInquiries.empty') : t('inquiries.emptyFiltered', { status: labels[s] }))}
      emptyLink={{ to: '/my-properties', label: t('myProperties.title') }}
      hasItems={items.length > 0}
      after={dialog}
    >
      <ul className="lead-list" aria-label={t('propertyInquiries.title')}>
        {items.map((i) => (
          <li key={i.id} className="card lead-card">
            <PropertyThumb property={i.property} />
            <div>
              <h3>{i.property?.title ?? t('placeholderProperty')}</h3>
              <div className="lead-meta">
                <span>{[i.name, i.email, i.phone].filter(Boolean).join(' · ')}</span>
                <span>{f.date(i.createdAt, 'dateTime')}</span>
                <span>{t(`inquiryType.${i.inquiryType}`)}</span>
                <span className={`status status-${i.status}`}>{labels[i.status]}</span>
              </div>
              <p className="quote">{i.message}</p>
              {i.reply ? <p className="quote muted">{t('propertyInquiries.yourReply', { reply: i.reply })}</p> : null}
              <FollowUpThread
                followUps={i.followUps}
                replyLine={(reply) => t('propertyInquiries.yourReply', { reply })}
                actions={(followUp) =>
                  followUp.status === 'new' ? (
                    <div className="lead-actions">
                      <button
                        type="button"
                        className="primary"
                        onClick={() => (setReplying({ ...i, ...followUp, followUps: [] }), setDraft(''))}
                      >
                        {t('propertyInquiries.reply')}
                      </button>
                    </div>
                  ) : null
                }
              />
              {i.status !== 'closed' ? (
                <div className="lead-actions">
                  <button type="button" className="primary" onClick={() => (setReplying(i), setDraft(''))}>
                    {t('propertyInquiries.reply')}
                  </button>
                  <fetcher.Form method="post">
                    <input type="hidden" name="intent" value="close" />
                    <input type="hidden" name="id" value={i.id} />
                    <button type="submit" className="secondary" disabled={busy}>
                      {t('propertyInquiries.close')}
                    </button>
                  </fetcher.Form>
                  {i.senderId ? <SpamButton inquiryId={i.id} marked={i.senderBlocked} /> : null}
                </div>
              ) : i.senderId ? (
                <div className="lead-actions">
                  <SpamButton inquiryId={i.id} marked={i.senderBlocked} />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </LeadPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
