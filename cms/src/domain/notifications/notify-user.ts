import type { Payload, PayloadRequest } from 'payload'
import { queueMail, type MailMessage } from '../../mail'

export type UserNotice = {
  /** The user to notify (in-app notification). */
  user?: number | null
  title: string
  message: string
  /** Site-relative link the notification opens. */
  link?: string
  /** Also e-mailed, when it has an address. */
  mail?: MailMessage & { to: string | null | undefined }
}

/**
 * An in-app notification plus an e-mail (queued in the same transaction as `req`). Notifications are
 * written by the platform, never by the person who triggered them (hence `overrideAccess`, inside
 * cms only). A failure is logged and never undoes the change that caused it.
 */
export async function notifyUser(payload: Payload, notice: UserNotice, req?: PayloadRequest): Promise<void> {
  try {
    if (notice.user) {
      await payload.create({
        collection: 'notifications',
        data: { user: notice.user, title: notice.title.slice(0, 200), message: notice.message, link: notice.link },
        overrideAccess: true,
        depth: 0,
        req,
      })
    }
    if (notice.mail?.to) await queueMail({ payload, req, ...notice.mail, to: notice.mail.to })
  } catch (error) {
    payload.logger.error({ err: error, user: notice.user }, 'could not notify the user')
  }
}

/** The e-mail address of a user, read as the system (callers may not read other users' e-mail). */
export async function emailOf(payload: Payload, userId: number | undefined | null, req?: PayloadRequest): Promise<string | null> {
  if (!userId) return null
  const user = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    select: { email: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return user?.email ?? null
}

/** Every admin account, for notices that need one of them to act (e.g. a declined assignment). */
export async function adminIds(payload: Payload, req?: PayloadRequest): Promise<number[]> {
  const admins = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { status: { equals: 'active' } }] },
    select: { role: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return admins.docs.map((a) => a.id)
}
