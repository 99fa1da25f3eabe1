import { Link } from '@remix-run/react'
import { LABELS } from '@gruha/shared'

const BENEFIT_TEXT: Record<string, string> = {
  'Easy Listing': 'List your property in minutes with photos, details and pricing.',
  'Verified Platform': 'Verified sellers and buyers across Andhra Pradesh and Telangana.',
  'Quick Sales': 'Reach serious buyers and agents, and close faster.',
}

/** Step 1 (spec 000): benefits and the way in. */
export function SellLanding({ signedIn, onStart }: { signedIn: boolean; onStart: () => void }) {
  return (
    <section className="sell-landing">
      <h1>{LABELS.sell.landingTitle}</h1>
      <ul className="benefits">
        {LABELS.sell.benefits.map((b) => (
          <li key={b} className="card">
            <h2>{b}</h2>
            <p className="muted">{BENEFIT_TEXT[b]}</p>
          </li>
        ))}
      </ul>
      {signedIn ? (
        <a
          href="/sell?step=verify"
          className="button"
          onClick={(e) => {
            e.preventDefault()
            onStart()
          }}
        >
          {LABELS.sell.startVerification}
        </a>
      ) : (
        <Link to="/login?mode=signup&role=seller&redirectTo=/sell" className="button">
          {LABELS.sell.signUpToSell}
        </Link>
      )}
    </section>
  )
}
