import type { CollectionBeforeDeleteHook, CollectionSlug, Where } from 'payload'

const indianDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** Records that exist only for the user (their notifications) or only for them as the agent. */
const OWNED: Array<{ collection: CollectionSlug; field: string }> = [
  { collection: 'notifications', field: 'user' },
  { collection: 'agent-messages', field: 'agent' },
  { collection: 'agent-reviews', field: 'agent' },
  { collection: 'inquiry-assignments', field: 'agent' },
  { collection: 'property-assignments', field: 'agent' },
  { collection: 'contact-blocks', field: 'blocker' },
  { collection: 'contact-blocks', field: 'blocked' },
]

/**
 * Deleting a user, in the delete's own transaction: removes what cannot outlive them (required
 * links: their notifications, and messages, reviews and assignments addressed to them as an
 * agent) and keeps the approvals that reviewed them as the audit trail, noting who the account
 * was (the link itself becomes empty). Other links (reviewed_by, owner, customer, ...) are
 * emptied by the database (ON DELETE SET NULL).
 */
export const releaseUserReferences: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { payload } = req
  const user = await payload.findByID({ collection: 'users', id, req, overrideAccess: true, depth: 0, disableErrors: true })
  if (!user) return
  for (const { collection, field } of OWNED) {
    const where: Where = { [field]: { equals: user.id } }
    await payload.delete({ collection, where, req, overrideAccess: true, depth: 0 })
  }
  const approvals = await payload.find({
    collection: 'approvals',
    where: { user: { equals: user.id } },
    req,
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { admin_notes: true },
  })
  const by = req.user && 'email' in req.user ? ` by ${req.user.email}` : ''
  const note = `Account ${user.custom_id ?? user.id} (${user.email}) was deleted on ${indianDate.format(new Date())}${by}.`
  for (const approval of approvals.docs) {
    await payload.update({
      collection: 'approvals',
      id: approval.id,
      data: { admin_notes: [approval.admin_notes, note].filter(Boolean).join('\n') },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
}
