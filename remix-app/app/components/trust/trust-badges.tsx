import { useFormat, useTranslation } from '~/i18n'
import type { PassedTier } from '@gruha/shared'

/**
 * The verification checks a listing has passed, each with its date (issue 23; ADR 0011). Each badge
 * is a <details>: its summary is a real button for keyboards and screen readers, and a tap or click
 * opens what the check means; hovering shows the same text as a title.
 */
export function TrustBadges({ tiers, validMonths }: { tiers: PassedTier[]; validMonths?: number }) {
  const { t } = useTranslation('property')
  const f = useFormat()
  if (!tiers.length) return null
  return (
    <ul className="trust-badges" aria-label={t('trust.heading')}>
      {tiers.map((tier) => {
        const date = f.date(tier.date)
        const explain = t(`trust.explain.${tier.tier}`, { date })
        return (
          <li key={tier.tier} className={`trust-badge trust-${tier.tier}`}>
            <details>
              <summary title={explain}>
                <span aria-hidden="true">✓ </span>
                {t(`trust.tiers.${tier.tier}`)} · {date}
              </summary>
              <p>
                {explain}
                {tier.note ? ` ${t('trust.visitNote', { note: tier.note })}` : ''}
                {validMonths ? ` ${t('trust.validity', { count: validMonths })}` : ''}
              </p>
            </details>
          </li>
        )
      })}
    </ul>
  )
}

/** "Last confirmed dd/mm/yyyy": when the owner last said the listing is still available. */
export function LastConfirmed({ at, className = 'last-confirmed' }: { at: string | null; className?: string }) {
  const { t } = useTranslation('property')
  const f = useFormat()
  if (!at) return null
  return <p className={className}>{t('trust.lastConfirmed', { date: f.date(at) })}</p>
}
