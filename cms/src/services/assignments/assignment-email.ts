import type { Payload } from 'payload'
import { serverEnv } from '../../env'
import { escapeHtml, htmlParagraphs } from '../mail/html'

export type AssignmentKind = 'inquiry' | 'property'

/**
 * The agent's answer links: /agent/assignments?assignment={id}&action=accept|decline (spec 001);
 * property offers add kind=property, since the two kinds of assignment number their ids apart.
 */
export function assignmentLinks(kind: AssignmentKind, id: number): { accept: string; decline: string } {
  const base = new URL('/agent/assignments', serverEnv().SITE_URL)
  const link = (action: 'accept' | 'decline') => {
    const url = new URL(base)
    url.searchParams.set('assignment', String(id))
    url.searchParams.set('action', action)
    if (kind === 'property') url.searchParams.set('kind', 'property')
    return url.toString()
  }
  return { accept: link('accept'), decline: link('decline') }
}

/** Tells the agent about a new offer, with accept and decline links and the deadline. */
export async function sendAssignmentEmail(
  payload: Payload,
  options: { to: string; agentName: string; kind: AssignmentKind; id: number; subject: string; expiresAt: Date; notes: string | null },
): Promise<void> {
  const links = assignmentLinks(options.kind, options.id)
  const deadline = options.expiresAt.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
  const what = options.kind === 'inquiry' ? 'an enquiry' : 'a property'
  const lines = [
    `Hello ${options.agentName || 'there'},`,
    `A Gruha admin has assigned you ${what}: ${options.subject}.`,
    ...(options.notes ? [`Notes: ${options.notes}`] : []),
    `Please accept or decline before ${deadline} IST. After that the assignment expires and goes to another agent.`,
  ]
  await payload.sendEmail({
    to: options.to,
    subject: options.kind === 'inquiry' ? 'New enquiry assigned to you on Gruha' : 'New property assigned to you on Gruha',
    text: [...lines, `Accept: ${links.accept}`, `Decline: ${links.decline}`].join('\n\n'),
    html:
      htmlParagraphs(lines) +
      `<p><a href="${escapeHtml(links.accept)}">Accept the assignment</a> &middot; <a href="${escapeHtml(links.decline)}">Decline</a></p>`,
  })
}
