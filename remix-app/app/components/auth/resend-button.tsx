import { useEffect, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import { EMAIL_VERIFICATION_MESSAGES, TIMINGS } from '@gruha/shared'

export type ResendActionData = { intent: 'resend'; ok: boolean; message: string }

/**
 * Re-sends the verification code (really: a new code is mailed). Its label reads 'Sent!' for 5 s
 * after a successful send (spec 000, "Auth modal").
 */
export function ResendButton({ email, label, className }: { email: string; label: string; className?: string }) {
  const fetcher = useFetcher<ResendActionData>()
  const [sent, setSent] = useState(false)
  const data = fetcher.data

  useEffect(() => {
    if (!data?.ok) return
    setSent(true)
    const timer = setTimeout(() => setSent(false), TIMINGS.sentLabel)
    return () => clearTimeout(timer)
  }, [data])

  return (
    <fetcher.Form method="post" action="/email-verification" className="resend-form">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <button type="submit" className={className} disabled={fetcher.state !== 'idle' || sent}>
        {sent ? 'Sent!' : label}
      </button>
      {data && !data.ok ? (
        <span className="field-error" role="alert">
          {data.message || EMAIL_VERIFICATION_MESSAGES.resendFailed}
        </span>
      ) : null}
    </fetcher.Form>
  )
}
