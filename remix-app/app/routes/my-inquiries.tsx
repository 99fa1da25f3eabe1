import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat } from '~/i18n'
import { INQUIRY_FILTERS, MESSAGES } from '@gruha/shared'
import { listEnquiries, type InquiryView } from '@gruha/cms/services/enquiries'
import { sendFollowUp } from '@gruha/cms/services/enquiries'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { FollowUpThread } from '~/components/leads/follow-up-thread'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Dialog } from '~/components/leads/dialog'
import { LeadPage } from '~/components/leads/lead-page'
import { PropertyThumb } from '~/components/leads/property-thumb'
import { formId, loadLeads } from '~/components/leads/load-leads.server'
import { useActionToast, type LeadActionData } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'member')('inquiries.metaTitle') }]

const MAX_FOLLOW_UP = 2000

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadLeads(request, {
    roles: ['buyer'],
    filters: INQUIRY_FILTERS,
    fetchFailed: MESSAGES.inquiry.fetchFailed,
    list: (args) => listEnquiries({ ...args, as: 'sender' }),
  })

/** Send Follow-up: a new enquiry 'Follow-up: …' to whoever handles the lead. An empty message sends nothing. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ['buyer'])
  const form = await request.formData()
  const id = formId(form)
  const message = String(form.get('message') ?? '').trim()
  if (form.get('intent') !== 'follow-up' || !id || !message || message.length > MAX_FOLLOW_UP) {
    return data<LeadActionData>({ ok: false, message: MESSAGES.inquiry.followUpFailed }, 400)
  }
  try {
    await sendFollowUp({ payload: await getPayloadClient(), user, inquiryId: id, message })
  } catch (error) {
    return appErrorData(error, (e): LeadActionData => ({ ok: false, message: e.message }))
  }
  return data<LeadActionData>({ ok: true, message: MESSAGES.inquiry.followUpSent })
}

export default function MyInquiries() {
  const { filter, items, counts, error } = useLoaderData<typeof loader>()
  const { t } = useTranslation('member')
  const f = useFormat()
  const [viewing, setViewing] = useState<InquiryView | null>(null)
  const [following, setFollowing] = useState<InquiryView | null>(null)
  const [draft, setDraft] = useState('')
  const fetcher = useFetcher<LeadActionData>()
  const done = useCallback(() => (setFollowing(null), setDraft('')), [])
  const toast = useActionToast(fetcher, done)
  const sending = fetcher.state !== 'idle'
  const labels = Object.fromEntries(INQUIRY_FILTERS.map((s) => [s, t(`inquiryStatus.${s}`)])) as Record<
    (typeof INQUIRY_FILTERS)[number],
    string
  >
  const none = t('dialog.none')

  const dialogs = (
    <>
      <Dialog title={t('inquiries.detailsTitle')} open={viewing !== null} onClose={() => setViewing(null)}>
        {viewing ? (
          <dl>
            <dt>{t('bookings.property')}</dt>
            <dd>{viewing.property?.title ?? t('placeholderProperty')}</dd>
            <dt>{t('inquiries.sentOn')}</dt>
            <dd>{f.date(viewing.createdAt, 'dateTime')}</dd>
            <dt>{t('inquiries.type')}</dt>
            <dd>{t(`inquiryType.${viewing.inquiryType}`)}</dd>
            <dt>{t('bookings.status')}</dt>
            <dd>{labels[viewing.status]}</dd>
            <dt>{t('inquiries.yourMessage')}</dt>
            <dd>{viewing.message}</dd>
            <dt>{t('inquiries.contact')}</dt>
            <dd>{[viewing.name, viewing.email, viewing.phone].filter(Boolean).join(' · ') || none}</dd>
            {viewing.agent ? (
              <>
                <dt>{t('inquiries.agent')}</dt>
                <dd>{viewing.agent}</dd>
              </>
            ) : null}
            <dt>{t('inquiries.reply')}</dt>
            <dd>
              {viewing.reply
                ? `${viewing.reply}${viewing.repliedAt ? ` (${f.date(viewing.repliedAt, 'dateTime')})` : ''}`
                : t('inquiries.noReply')}
            </dd>
          </dl>
        ) : null}
      </Dialog>
      <Dialog
        title={t('inquiries.followUpTitle')}
        open={following !== null}
        onClose={() => setFollowing(null)}
        closeLabel={t('dialog.cancel')}
      >
        {following ? (
          <fetcher.Form
            method="post"
            onSubmit={(event) => {
              // An empty prompt sends nothing (spec 001 §5).
              if (!draft.trim()) event.preventDefault()
            }}
          >
            <input type="hidden" name="intent" value="follow-up" />
            <input type="hidden" name="id" value={following.id} />
            <div className="field">
              <label htmlFor="follow-up-message">
                {t('inquiries.followUpLabel', { title: following.property?.title ?? t('placeholderProperty') })}
              </label>
              <textarea
                id="follow-up-message"
                name="message"
                maxLength={MAX_FOLLOW_UP}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                required
              />
            </div>
            <button type="submit" className="primary" disabled={sending || !draft.trim()}>
              {sending ? t('dialog.sending') : t('dialog.send')}
            </button>
          </fetcher.Form>
        ) : null}
      </Dialog>
    </>
  )

  return (
    <LeadPage
      title={t('inquiries.title')}
      path="/my-inquiries"
      filters={INQUIRY_FILTERS}
      labels={labels}
      filter={filter}
      counts={counts}
      toast={toast}
      error={error}
      empty={(s) => (s === 'all' ? t('inquiries.empty') : t('inquiries.emptyFiltered', { status: labels[s] }))}
      emptyLink={{ to: '/buy', label: t('browseProperties') }}
      hasItems={items.length > 0}
      after={dialogs}
    >
      <ul className="lead-list" aria-label={t('inquiries.title')}>
        {items.map((i) => (
          <li key={i.id} className="card lead-card">
            <PropertyThumb property={i.property} />
            <div>
              <h3>{i.property?.title ?? t('placeholderProperty')}</h3>
              <div className="lead-meta">
                <span>{f.date(i.createdAt, 'dateTime')}</span>
                <span>{t(`inquiryType.${i.inquiryType}`)}</span>
                <span className={`status status-${i.status}`}>{labels[i.status]}</span>
              </div>
              <p className="quote">{i.message}</p>
              {i.reply ? <p className="quote muted">{t('inquiries.replyLine', { reply: i.reply })}</p> : null}
              <FollowUpThread followUps={i.followUps} replyLine={(reply) => t('inquiries.replyLine', { reply })} />
              <div className="lead-actions">
                {i.property ? (
                  <Link className="button" to={i.property.path}>
                    {t('inquiries.viewProperty')}
                  </Link>
                ) : null}
                <button type="button" className="secondary" onClick={() => setViewing(i)}>
                  {t('inquiries.viewInquiry')}
                </button>
                <button type="button" className="secondary" onClick={() => (setFollowing(i), setDraft(''))}>
                  {t('inquiries.sendFollowUp')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </LeadPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
