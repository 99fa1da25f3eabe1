import { Link } from '@remix-run/react'
import { initials } from '@gruha/shared'
import type { AgentCard as AgentCardData } from '@gruha/cms/services/agents/list-agents'

type AgentCardProps = {
  agent: AgentCardData
  /** Link that opens the contact modal (or sign-in for visitors). */
  contactHref: string
  scheduleHref: string
}

function Stars({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null) return <span className="agent-rating new">New</span>
  const full = Math.round(rating)
  return (
    <span className="agent-rating" aria-label={`Rated ${rating} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </span>{' '}
      {rating.toFixed(1)} ({count})
    </span>
  )
}

/** One agent in the directory (spec 000 "Agents page" cards), with real rating and sales. */
export function AgentCard({ agent, contactHref, scheduleHref }: AgentCardProps) {
  const place = [agent.city, agent.state].filter(Boolean).join(', ')
  return (
    <article className="agent-card card" aria-labelledby={`agent-${agent.id}-name`}>
      <header className="agent-card-head">
        <span className="agent-initials" aria-hidden="true">
          {initials(agent.name)}
        </span>
        <div>
          <h2 id={`agent-${agent.id}-name`}>{agent.name}</h2>
          <p className="muted">{agent.agency}</p>
          <Stars rating={agent.rating} count={agent.reviewCount} />
        </div>
      </header>
      <dl className="agent-facts">
        <div>
          <dt>Sales</dt>
          <dd>{agent.sales}</dd>
        </div>
        {place ? (
          <div>
            <dt>Location</dt>
            <dd>{place}</dd>
          </div>
        ) : null}
        <div>
          <dt>Specialization</dt>
          <dd>{agent.specialization}</dd>
        </div>
        {agent.experienceYears !== null ? (
          <div>
            <dt>Experience</dt>
            <dd>{agent.experienceYears === 1 ? '1 year' : `${agent.experienceYears} years`}</dd>
          </div>
        ) : null}
        <div>
          <dt>Languages</dt>
          <dd>{agent.languages.join(', ')}</dd>
        </div>
      </dl>
      <div className="agent-actions">
        <Link className="button" to={contactHref} preventScrollReset>
          Contact
        </Link>
        <Link className="button secondary" to={scheduleHref} preventScrollReset>
          Schedule
        </Link>
      </div>
    </article>
  )
}
