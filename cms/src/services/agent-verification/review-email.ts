import type { Payload } from 'payload'
import { APPROVAL_TYPE_LABELS, type ApprovalType } from '@gruha/shared'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Tells the applicant the admin's decision (spec 002 "Notification e-mail"). */
export async function sendReviewEmail(
  payload: Payload,
  options: {
    to: string
    firstName: string | null
    decision: 'approve' | 'reject'
    type: ApprovalType
    licenseNumber: string | null
    reason: string | null
  },
): Promise<void> {
  const label = APPROVAL_TYPE_LABELS[options.type]
  const greeting = `Hello ${options.firstName || 'there'},`
  const lines =
    options.decision === 'approve'
      ? [
          greeting,
          `Your ${label} application on Gruha has been approved. You can now sign in.`,
          ...(options.licenseNumber ? [`Your licence number is ${options.licenseNumber}.`] : []),
        ]
      : [
          greeting,
          `Your ${label} application on Gruha has been rejected.`,
          `Reason: ${options.reason ?? ''}`,
          'You may contact support if you have questions.',
        ]
  await payload.sendEmail({
    to: options.to,
    subject: options.decision === 'approve' ? `Your ${label} application is approved` : `Your ${label} application was not approved`,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escape(l)}</p>`).join(''),
  })
}
