import { Link } from '@remix-run/react'
import { initials } from '@gruha/shared'
import type { AgentCard as AgentCardData } from '@gruha/cms/services/agents'
import { useTranslation } from '~/i18n'
import { AuthLink } from '~/components/auth/auth-modal'
import { ReraPanel } from '~/components/trust/rera-panel'
import { ReportPanel } from '~/components/report/report-panel'
import { AGENT } from '~/i18n/namespaces/agent'

type AgentCardProps = {
  agent: AgentCardData
  /** The directory URL that opens the contact modal. */
  contactHref: string
  scheduleHref: string
  /** Visitors get the sign-in modal first (a link to /login without JavaScript), then the contact modal. */
  signedIn: boolean
}

/** Opens the contact modal; for a visitor, signs in first and then continues to it (spec 000, "Agents page"). */
function ContactLink({ href, signedIn, className, children }: { href: string; signedIn: boolean; className: string; children: string }) {
  if (signedIn)
    return (
      <Link className={className} to={href} preventScrollReset>
        {children}
      </Link>
    )
  return (
    <AuthLink mode="signin" role="buyer" redirectTo={href} className={className}>
      {children}
    </AuthLink>
  )
}

function Stars({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation(AGENT)
  if (rating === null) return <span className="agent-rating new">{t('card.new')}</span>
  const full = Math.round(rating)
  return (
    <span className="agent-rating" aria-label={t('card.rated', { rating, count })}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </span>{' '}
      {rating.toFixed(1)} ({count})
    </span>
  )
}

/** One agent in the directory (spec 000 "Agents page" cards), with real rating and sales. */
export function AgentCard({ agent, contactHref, scheduleHref, signedIn }: AgentCardProps) {
  const { t } = useTranslation(AGENT)
  const place = [agent.city, agent.state].filter(Boolean).join(', ')
  const isNew = agent.sales === 0 && agent.rating === null
  return (
    <article className="agent-card card" aria-labelledby={`agent-${agent.id}-name`}>
      <header className="agent-card-head">
        <span className="agent-initials" aria-hidden="true">
          {initials(agent.name)}
        </span>
        <div>
          <h2 id={`agent-${agent.id}-name`}>{agent.name}</h2>
          <p className="muted">{agent.agency}</p>
          {/* 'New agent' says it all for an agent with neither reviews nor closed deals yet. */}
          {isNew ? <span className="agent-new">{t('card.newAgent')}</span> : <Stars rating={agent.rating} count={agent.reviewCount} />}
        </div>
      </header>
      <ReraPanel rera={agent.rera ?? null} />
      <dl className="agent-facts">
        {/* A new agent's zero is noise; an agent with reviews shows their sales, even none. */}
        {!isNew ? (
          <div>
            <dt>{t('card.sales')}</dt>
            <dd>{agent.sales}</dd>
          </div>
        ) : null}
        {place ? (
          <div>
            <dt>{t('card.location')}</dt>
            <dd>{place}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('card.specialization')}</dt>
          <dd>{t(`specializations.${agent.specialization}`, { defaultValue: agent.specialization })}</dd>
        </div>
        {agent.experienceYears !== null ? (
          <div>
            <dt>{t('card.experience')}</dt>
            <dd>{t('card.yearsCount', { count: agent.experienceYears })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('card.languages')}</dt>
          <dd>{agent.languages.map((l) => t(`languages.${l}`, { defaultValue: l })).join(', ')}</dd>
        </div>
      </dl>
      <div className="agent-actions">
        <ContactLink className="button" href={contactHref} signedIn={signedIn}>
          {t('card.contact')}
        </ContactLink>
        <ContactLink className="button secondary" href={scheduleHref} signedIn={signedIn}>
          {t('card.schedule')}
        </ContactLink>
      </div>
      <ReportPanel targetType="agent" targetId={agent.id} signedIn={signedIn} />
    </article>
  )
}
