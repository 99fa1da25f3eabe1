import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import { useCallback, useState } from 'react'
import { INQUIRY_FILTERS, INQUIRY_STATUS_LABELS, INQUIRY_TYPE_LABELS, MESSAGES, formatDateTimeIN } from '@gruha/shared'
import { listEnquiries, type InquiryView } from '@gruha/cms/services/enquiries/list-enquiries'
import { sendFollowUp } from '@gruha/cms/services/enquiries/send-follow-up'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Dialog } from '~/components/leads/dialog'
import { PropertyThumb } from '~/components/leads/property-thumb'
import { LeadPage } from '~/components/leads/lead-page'
import { formId, loadLeads } from '~/components/leads/load-leads.server'
import { useActionToast, type LeadActionData } from '~/components/leads/use-action-toast'
import leadsStyles from '~/components/leads/leads.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: leadsStyles }]

export const meta: MetaFunction = () => [{ title: 'My Inquiries · Gruha' }]

const FILTER_LABELS = { all: 'All', ...INQUIRY_STATUS_LABELS }
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
  const result = await sendFollowUp({ payload: await getPayloadClient(), user, inquiryId: id, message })
  if (!result.ok) return data<LeadActionData>({ ok: false, message: MESSAGES.inquiry.followUpFailed }, 400)
  return data<LeadActionData>({ ok: true, message: MESSAGES.inquiry.followUpSent })
}

export default function MyInquiries() {
  const { filter, items, counts, error } = useLoaderData<typeof loader>()
  const [viewing, setViewing] = useState<InquiryView | null>(null)
  const [following, setFollowing] = useState<InquiryView | null>(null)
  const [draft, setDraft] = useState('')
  const fetcher = useFetcher<LeadActionData>()
  const done = useCallback(() => (setFollowing(null), setDraft('')), [])
  const toast = useActionToast(fetcher, done)
  const sending = fetcher.state !== 'idle'

  const dialogs = (
    <>
      <Dialog title="Inquiry Details" open={viewing !== null} onClose={() => setViewing(null)}>
        {viewing ? (
          <dl>
            <dt>Property</dt>
            <dd>{viewing.property?.title ?? 'Property'}</dd>
            <dt>Sent on</dt>
            <dd>{formatDateTimeIN(viewing.createdAt)}</dd>
            <dt>Type</dt>
            <dd>{INQUIRY_TYPE_LABELS[viewing.inquiryType]}</dd>
            <dt>Status</dt>
            <dd>{INQUIRY_STATUS_LABELS[viewing.status]}</dd>
            <dt>Your message</dt>
            <dd>{viewing.message}</dd>
            <dt>Contact</dt>
            <dd>{[viewing.name, viewing.email, viewing.phone].filter(Boolean).join(' · ') || '—'}</dd>
            {viewing.agent ? (
              <>
                <dt>Your agent</dt>
                <dd>{viewing.agent}</dd>
              </>
            ) : null}
            <dt>Reply</dt>
            <dd>
              {viewing.reply ? `${viewing.reply}${viewing.repliedAt ? ` (${formatDateTimeIN(viewing.repliedAt)})` : ''}` : 'No reply yet.'}
            </dd>
          </dl>
        ) : null}
      </Dialog>

      <Dialog title="Send Follow-up" open={following !== null} onClose={() => setFollowing(null)} closeLabel="Cancel">
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
              <label htmlFor="follow-up-message">Your follow-up about {following.property?.title ?? 'this property'}</label>
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
              {sending ? 'Sending…' : 'Send'}
            </button>
          </fetcher.Form>
        ) : null}
      </Dialog>
    </>
  )

  return (
    <LeadPage
      title="My Inquiries"
      path="/my-inquiries"
      filters={INQUIRY_FILTERS}
      labels={FILTER_LABELS}
      filter={filter}
      counts={counts}
      toast={toast}
      error={error}
      empty={(f) => (f === 'all' ? 'You have not sent any enquiries yet.' : `No ${FILTER_LABELS[f].toLowerCase()} enquiries.`)}
      emptyLink={{ to: '/buy', label: 'Browse Properties' }}
      hasItems={items.length > 0}
      after={dialogs}
    >
      <ul className="lead-list" aria-label="Inquiries">
        {items.map((i) => (
          <li key={i.id} className="card lead-card">
            <PropertyThumb property={i.property} />
            <div>
              <h3>{i.property?.title ?? 'Property'}</h3>
              <div className="lead-meta">
                <span>{formatDateTimeIN(i.createdAt)}</span>
                <span>{INQUIRY_TYPE_LABELS[i.inquiryType]}</span>
                <span className={`status status-${i.status}`}>{INQUIRY_STATUS_LABELS[i.status]}</span>
              </div>
              <p className="quote">{i.message}</p>
              {i.reply ? <p className="quote muted">Reply: {i.reply}</p> : null}
              <div className="lead-actions">
                {i.property ? (
                  <Link className="button" to={i.property.path}>
                    View Property
                  </Link>
                ) : null}
                <button type="button" onClick={() => setViewing(i)}>
                  View Inquiry
                </button>
                <button type="button" onClick={() => (setFollowing(i), setDraft(''))}>
                  Send Follow-up
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
