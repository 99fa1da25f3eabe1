import { Link } from '@remix-run/react'
import { LABELS } from '@gruha/shared'

/** Step 3 (spec 000): what happens next. */
export function SellSubmitted() {
  return (
    <section className="card sell-submitted" role="status">
      <h1>{LABELS.sell.submittedTitle}</h1>
      <p>Thank you. Our team will review your application.</p>
      <h2>Next steps</h2>
      <ol>
        <li>Document verification (1-2 days)</li>
        <li>Background check (1-2 days)</li>
        <li>Account activation</li>
      </ol>
      <p>
        Review time: <strong>{LABELS.sell.reviewTime}</strong>
      </p>
      <Link to="/" className="button">
        {LABELS.sell.backToHome}
      </Link>
    </section>
  )
}
