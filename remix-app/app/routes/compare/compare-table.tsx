import { Form, Link } from '@remix-run/react'
import { propertyTypeLabel, valuesDiffer } from '@gruha/shared'
import type { CompareItem } from '@gruha/cms/services/compare'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import { PropertyImage } from '~/components/property/property-image'
import { cardPrice } from '~/components/property/property-card'
import { INSIGHT } from '~/i18n/namespaces/insight'
import { PROPERTY } from '~/i18n/namespaces/property'

type Cell = { text: string; key: string | number | boolean | null }
type RowSpec = { label: string; cells: Cell[] }

function useRows(items: CompareItem[]): RowSpec[] {
  const { t } = useTranslation([INSIGHT, PROPERTY])
  const msg = useMessage()
  const f = useFormat()
  const none = t('insight:comparePage.none')
  const cell = (text: string | null, key?: string | number | boolean | null): Cell => ({ text: text ?? none, key: key ?? text })
  return [
    {
      label: t('insight:comparePage.rows.price'),
      cells: items.map((i) => cell(cardPrice(i, f.locale), i.listingType === 'RENT' ? i.monthlyRent : i.price)),
    },
    {
      label: t('insight:comparePage.rows.perSqft'),
      cells: items.map((i) => (i.pricePerSqft === null ? cell(null) : cell(f.rate(i.pricePerSqft, 'sqft'), Math.round(i.pricePerSqft)))),
    },
    {
      label: t('insight:comparePage.rows.area'),
      cells: items.map((i) =>
        i.areaTotalSqft === null ? cell(null) : cell(t('property:card.area', { area: f.number(i.areaTotalSqft) }), i.areaTotalSqft),
      ),
    },
    { label: t('insight:comparePage.rows.bedrooms'), cells: items.map((i) => cell(i.bedrooms === null ? null : String(i.bedrooms))) },
    { label: t('insight:comparePage.rows.bathrooms'), cells: items.map((i) => cell(i.bathrooms === null ? null : String(i.bathrooms))) },
    { label: t('insight:comparePage.rows.type'), cells: items.map((i) => cell(msg(propertyTypeLabel(i.propertyType)), i.propertyType)) },
    {
      label: t('insight:comparePage.rows.listing'),
      cells: items.map((i) => cell(t(i.listingType === 'RENT' ? 'property:detail.forRent' : 'property:detail.forSale'), i.listingType)),
    },
    {
      label: t('insight:comparePage.rows.location'),
      cells: items.map((i) => cell([...new Set([i.locality, i.city, i.state].filter(Boolean))].join(', ') || null)),
    },
    { label: t('insight:comparePage.rows.furnishing'), cells: items.map((i) => cell(i.furnishing ? msg(i.furnishing) : null)) },
    { label: t('insight:comparePage.rows.facing'), cells: items.map((i) => cell(i.facing ? msg(i.facing) : null)) },
    {
      label: t('insight:comparePage.rows.parking'),
      cells: items.map((i) => cell(i.parkingSpaces === null ? null : String(i.parkingSpaces))),
    },
    {
      label: t('insight:comparePage.rows.verified'),
      cells: items.map((i) => cell(t(i.verified ? 'insight:comparePage.yes' : 'insight:comparePage.no'), i.verified)),
    },
    {
      label: t('insight:comparePage.rows.postedBy'),
      cells: items.map((i) => cell(i.postedBy ? t(i.postedBy === 'agent' ? 'property:card.agent' : 'property:card.owner') : null)),
    },
  ]
}

function AmenitiesRow({ items, onlyDifferences }: { items: CompareItem[]; onlyDifferences: boolean }) {
  const { t } = useTranslation(INSIGHT)
  const shared = items.length ? items[0]!.amenities.filter((a) => items.every((i) => i.amenities.includes(a))) : []
  const differs = valuesDiffer(items.map((i) => [...i.amenities].sort().join('|')))
  if (onlyDifferences && !differs) return null
  return (
    <tr className={differs ? 'differs' : undefined}>
      <th scope="row">
        {t('comparePage.rows.amenities')}
        {differs ? <span className="differs-mark"> {t('comparePage.differs')}</span> : null}
      </th>
      {items.map((i) => (
        <td key={i.id}>
          {i.amenities.length ? (
            <ul className="plain">
              {i.amenities.map((a) => (
                <li key={a}>{shared.includes(a) ? a : <mark title={t('comparePage.onlySome')}>{a}</mark>}</li>
              ))}
            </ul>
          ) : (
            t('comparePage.none')
          )}
        </td>
      ))}
    </tr>
  )
}

/**
 * The listings side by side, one row per fact; a row whose values differ is marked, and with
 * `onlyDifferences` the others are left out. `back` is where Remove returns to.
 */
export function CompareTable({ items, onlyDifferences, back }: { items: CompareItem[]; onlyDifferences: boolean; back: string }) {
  const { t } = useTranslation(INSIGHT)
  const rows = useRows(items)
  return (
    <div className="table-scroll compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare-table">
        <caption id="compare-caption">{t('comparePage.caption')}</caption>
        <thead>
          <tr>
            <td />
            {items.map((i) => (
              <th key={i.id} scope="col">
                <PropertyImage src={i.image?.url} alt="" loading="lazy" />
                <Link to={i.path}>{i.title}</Link>
                <Form method="post" action="/resources/compare">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="propertyId" value={i.id} />
                  <input type="hidden" name="redirectTo" value={back} />
                  {/* The name starts with the visible word (axe label-content-name-mismatch) and says which listing. */}
                  <button type="submit" className="link-button" aria-label={`${t('comparePage.remove')}: ${i.title}`}>
                    {t('comparePage.remove')}
                  </button>
                </Form>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const differs = items.length > 1 && valuesDiffer(row.cells.map((c) => c.key))
            if (onlyDifferences && !differs) return null
            return (
              <tr key={row.label} className={differs ? 'differs' : undefined}>
                <th scope="row">
                  {row.label}
                  {differs ? <span className="differs-mark"> {t('comparePage.differs')}</span> : null}
                </th>
                {row.cells.map((c, n) => (
                  <td key={items[n]!.id}>{c.text}</td>
                ))}
              </tr>
            )
          })}
          <AmenitiesRow items={items} onlyDifferences={onlyDifferences} />
        </tbody>
      </table>
    </div>
  )
}
