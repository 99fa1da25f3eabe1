import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { MESSAGES, PROPERTY_STATUSES } from '@gruha/shared'
import type { MyPropertyCard } from '@gruha/cms/services/my-properties'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import { Dialog } from '~/components/leads/dialog'
import { MEMBER } from '~/i18n/namespaces/member'
import { PROPERTY } from '~/i18n/namespaces/property'

/** What a card's Delete or status change answers: the toast's message. */
export type MyPropertyAnswer = { ok: boolean; message: string }

/** The key of the Delete fetcher that every card and the page share. */
export const REMOVER_KEY = 'remove-property'

function ManageStatus({ property, onAnswer }: { property: MyPropertyCard; onAnswer: (a: MyPropertyAnswer) => void }) {
  const { t } = useTranslation(MEMBER)
  const msg = useMessage()
  const fetcher = useFetcher<MyPropertyAnswer>()
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onAnswer(fetcher.data)
  }, [fetcher.state, fetcher.data, onAnswer])
  if (property.status === 'pending_review') return <p className="muted">{msg(MESSAGES.properties.underReview)}</p>
  return (
    <fetcher.Form method="post" className="manage-status">
      <input type="hidden" name="id" value={property.id} />
      <input type="hidden" name="intent" value="status" />
      <label htmlFor={`status-${property.id}`}>{t('myProperties.status')}</label>
      <select id={`status-${property.id}`} name="status" defaultValue={property.status}>
        {PROPERTY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`myProperties.statuses.${s}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="secondary" disabled={fetcher.state !== 'idle'}>
        {t('myProperties.save')}
      </button>
    </fetcher.Form>
  )
}

/** An owner's listing: Edit, Manage (its status) and Delete, which asks first in the site's dialog. */
export function PropertyCardView({ property, onAnswer }: { property: MyPropertyCard; onAnswer: (a: MyPropertyAnswer) => void }) {
  const { t } = useTranslation([MEMBER, PROPERTY])
  const f = useFormat()
  const msg = useMessage()
  const [managing, setManaging] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // Shared with the page (REMOVER_KEY), which shows the answer: this card is gone once it arrives.
  const remover = useFetcher<MyPropertyAnswer>({ key: REMOVER_KEY })
  const removing = remover.state !== 'idle' && remover.formData?.get('id') === String(property.id)
  const price = property.listingType === 'RENT' ? f.rent(property.monthlyRent) : f.compactPrice(property.price)
  return (
    <li className="card owner-property" data-testid="my-property">
      {property.image ? (
        <img src={property.image.url} alt={property.image.alt} width={384} height={256} loading="lazy" />
      ) : (
        <div className="image-placeholder" aria-hidden="true" />
      )}
      <div className="owner-property-body">
        <h2>{property.status === 'active' ? <Link to={property.path}>{property.title}</Link> : property.title}</h2>
        <p className="muted">{[property.city, property.state].filter(Boolean).join(', ')}</p>
        <p>
          {t(`property:types.${property.propertyType}`)} ·{' '}
          {property.listingType === 'RENT' ? t('myProperties.forRent') : t('myProperties.forSale')}
        </p>
        <p className="price">{price}</p>
        <span className={`badge status-${property.status}`}>{t(`myProperties.statuses.${property.status}`)}</span>
        <div className="card-actions">
          <Link className="button secondary" to={`/my-properties/${property.id}/edit`}>
            {t('myProperties.edit')}
          </Link>
          <button type="button" className="secondary" aria-expanded={managing} onClick={() => setManaging((m) => !m)}>
            {t('myProperties.manage')}
          </button>
          {/* With JavaScript, Delete asks first in the site's dialog; without it, the form posts at once. */}
          <remover.Form
            method="post"
            onSubmit={(e) => {
              e.preventDefault()
              setConfirming(true)
            }}
          >
            <input type="hidden" name="id" value={property.id} />
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="danger" disabled={removing}>
              {t('myProperties.delete')}
            </button>
          </remover.Form>
        </div>
        {managing ? <ManageStatus property={property} onAnswer={onAnswer} /> : null}
      </div>
      <Dialog
        title={t('myProperties.deleteTitle')}
        open={confirming}
        onClose={() => setConfirming(false)}
        closeLabel={t('myProperties.keep')}
        actions={
          <button
            type="button"
            className="danger"
            onClick={() => {
              setConfirming(false)
              remover.submit({ id: String(property.id), intent: 'delete' }, { method: 'post' })
            }}
          >
            {t('myProperties.confirmDelete')}
          </button>
        }
      >
        <p>{msg(MESSAGES.properties.confirmDelete)}</p>
      </Dialog>
    </li>
  )
}
