import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { metaT, useFormat, useMessage } from '~/i18n'
import { MAX_COMPARE, parseCompareIds, propertyTypeLabel, valuesDiffer } from '@gruha/shared'
import { compareProperties, type CompareItem } from '@gruha/cms/services/compare'
import { isAppError } from '@gruha/cms/errors'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { compareIdsFrom } from '~/utils/compare.server'
import { getFixedT } from '~/i18n/i18n.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { PropertyImage } from '~/components/property/property-image'
import { cardPrice } from '~/components/property/property-card'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import insightStyles from '~/components/property/insight.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: insightStyles },
]

export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaT(matches, 'insight')('comparePage.title')} · Gruha` },
  { name: 'robots', content: 'noindex' },
]

/**
 * /compare?ids=1,2,3 (shareable). Without ids, the browser's selection (cookie) is shown at its URL.
 * More than four ids: 400 with a clear message, and the first four are compared.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (!url.searchParams.has('ids')) {
    const picked = compareIdsFrom(request)
    if (picked.length) throw redirect(`/compare?ids=${picked.join(',')}`)
  }
  const ids = parseCompareIds(url.searchParams.get('ids'))
  const payload = await getPayloadClient()
  const user = await getUser(request)
  const t = await getFixedT(request, 'insight')
  try {
    const items = await compareProperties({ payload, user, input: { ids } })
    return data({ items, refused: null as string | null, onlyDifferences: url.searchParams.get('diff') === '1' })
  } catch (error) {
    if (!isAppError(error) || error.code !== 'INVALID_INPUT') throw error
    const items = await compareProperties({ payload, user, input: { ids: ids.slice(0, MAX_COMPARE) } })
    return data(
      { items, refused: t('pick.full', { max: MAX_COMPARE }), onlyDifferences: url.searchParams.get('diff') === '1' },
      { status: 400 },
    )
  }
}

type Cell = { text: string; key: string | number | boolean | null }
type RowSpec = { label: string; cells: Cell[] }

function useRows(items: CompareItem[]): RowSpec[] {
  const { t } = useTranslation(['insight', 'property'])
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
  const { t } = useTranslation('insight')
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

export default function ComparePage() {
  const { items, refused, onlyDifferences } = useLoaderData<typeof loader>()
  const { t } = useTranslation('insight')
  const location = useLocation()
  const rows = useRows(items)
  const back = location.pathname + location.search
  return (
    <main className="market compare-page">
      <h1>{t('comparePage.title')}</h1>
      {refused ? (
        <p className="form-error" role="alert">
          {refused}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="card">
          <p>{t('comparePage.empty', { max: MAX_COMPARE })}</p>
          <p className="row-links">
            <Link className="button" to="/buy">
              {t('comparePage.toBuy')}
            </Link>{' '}
            <Link className="button secondary" to="/rent">
              {t('comparePage.toRent')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">{t('comparePage.intro', { count: items.length, max: MAX_COMPARE })}</p>
          <Form method="get" className="compare-options">
            <input type="hidden" name="ids" value={items.map((i) => i.id).join(',')} />
            {onlyDifferences ? null : <input type="hidden" name="diff" value="1" />}
            <button type="submit" className="button secondary">
              {t(onlyDifferences ? 'comparePage.showAll' : 'comparePage.onlyDifferences')}
            </button>
          </Form>
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
          <Form method="post" action="/resources/compare" className="compare-clear">
            <input type="hidden" name="intent" value="clear" />
            <input type="hidden" name="redirectTo" value="/compare?ids=" />
            <button type="submit" className="button secondary">
              {t('comparePage.clear')}
            </button>
          </Form>
        </>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
