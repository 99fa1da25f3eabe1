import { useState } from 'react'
import { Link } from '@remix-run/react'
import { ResendButton } from './resend-button'

/**
 * The yellow banner for a signed-in user whose e-mail is not verified yet, with Resend Email and
 * a dismiss button (spec 000, "Auth modal").
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null
  return (
    <div className="email-banner" role="region" aria-label="Email verification">
      <p>
        Please verify your email address <strong>{email}</strong>.{' '}
        <Link to={`/email-verification?email=${encodeURIComponent(email)}`}>Enter your code</Link>
      </p>
      <ResendButton email={email} label="Resend Email" className="secondary" />
      <button type="button" className="email-banner-dismiss" aria-label="Dismiss" onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  )
}
