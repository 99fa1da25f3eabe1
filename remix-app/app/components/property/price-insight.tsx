import { useFormat, useTranslation } from '~/i18n'
import { MIN_COMPARABLES } from '@gruha/shared'
import type { PriceInsight as Insight } from '@gruha/cms/services/insight'
import { EmiCalculator, type EmiState } from './emi-calculator'
import { INSIGHT } from '~/i18n/namespaces/insight'
import { PROPERTY } from '~/i18n/namespaces/property'

/** How far the listing's rate is from the median, as a whole percentage (signed). */
const gapPercent = (own: number, median: number) => Math.round(((own - median) / median) * 100)

function Comparison({ insight }: { insight: Insight }) {
  const { t } = useTranslation([INSIGHT, PROPERTY])
  const f = useFormat()
  const rent = insight.listingType === 'RENT'
  const rate = (v: number) => (rent ? t('insight:compare.rentRate', { amount: f.price(Math.round(v * 100) / 100) }) : f.rate(v, 'sqft'))
  const types = insight.comparable.types.map((type) => t(`property:types.${type}`)).join(', ')
  const place = insight.comparable.locality ? `${insight.comparable.locality}, ${insight.comparable.city}` : insight.comparable.city
  const gap = insight.perSqft !== null && insight.medianPerSqft !== null ? gapPercent(insight.perSqft, insight.medianPerSqft) : null
  return (
    <>
      <dl className="detail-rows">
        <div>
          <dt>{t(rent ? 'insight:compare.ownRent' : 'insight:compare.own')}</dt>
          <dd data-testid="insight-own">{insight.perSqft !== null ? rate(insight.perSqft) : t('insight:compare.noArea')}</dd>
        </div>
        {insight.enough && insight.medianPerSqft !== null ? (
          <div>
            <dt>{t('insight:compare.median', { count: insight.sampleSize })}</dt>
            <dd data-testid="insight-median">{rate(insight.medianPerSqft)}</dd>
          </div>
        ) : null}
      </dl>
      {insight.enough ? (
        gap !== null ? (
          <p data-testid="insight-gap">
            {gap === 0
              ? t('insight:compare.atMedian')
              : t(gap > 0 ? 'insight:compare.above' : 'insight:compare.below', { percent: Math.abs(gap) })}
          </p>
        ) : null
      ) : (
        <p className="muted" data-testid="insight-too-few">
          {t('insight:compare.tooFew', { count: insight.sampleSize, min: MIN_COMPARABLES })}
        </p>
      )}
      <p className="muted small">{t(rent ? 'insight:compare.whatRent' : 'insight:compare.whatSale', { types, place })}</p>
    </>
  )
}

function History({ insight }: { insight: Insight }) {
  const { t } = useTranslation(INSIGHT)
  const f = useFormat()
  const money = (v: number) => (insight.listingType === 'RENT' ? f.rent(v) : `${f.price(v)} (${f.compactPrice(v)})`)
  if (!insight.history.length) return null
  return (
    <>
      <h3 className="small-heading">{t('history.title')}</h3>
      <ol className="price-history" data-testid="price-history">
        {insight.history.map((h, i) => (
          <li key={`${h.date}-${i}`}>
            <time dateTime={h.date}>{f.date(h.date)}</time>{' '}
            {h.oldValue === null
              ? t('history.listed', { amount: money(h.newValue) })
              : t(h.newValue < h.oldValue ? 'history.lowered' : 'history.raised', { from: money(h.oldValue), amount: money(h.newValue) })}
          </li>
        ))}
      </ol>
      {insight.history.length === 1 ? <p className="muted small">{t('history.unchanged')}</p> : null}
    </>
  )
}

/** The property page's price insight: comparison with the locality, price history and (for sale) the EMI calculator. */
export function PriceInsightPanel({ insight, emi }: { insight: Insight; emi: EmiState | null }) {
  const { t } = useTranslation(INSIGHT)
  const rent = insight.listingType === 'RENT'
  return (
    <>
      <section className="detail-card insight-card" aria-labelledby="insight-title">
        <h2 id="insight-title">{t(rent ? 'title.rent' : 'title.sale')}</h2>
        <Comparison insight={insight} />
        <History insight={insight} />
      </section>
      {!rent && emi ? <EmiCalculator key={JSON.stringify(emi.values)} initial={emi} /> : null}
    </>
  )
}
