import type { CollectionAfterChangeHook } from 'payload'
import type { Inquiry } from '../../../payload-types'
import { emailOf, notifyUser } from '../../../domain/notifications/notify-user'
import { propertyTitle } from '../../hooks/propertyOwner'
import { relationId } from '../../../domain/relations'

/** Sends the owner's reply to the person who enquired: by e-mail and as a notification on their account. */
export const emailReply: CollectionAfterChangeHook<Inquiry> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.reply || doc.reply === previousDoc?.reply) return doc
  const title = await propertyTitle(req, doc.property)
  const customer = relationId(doc.user)
  await notifyUser(
    req.payload,
    {
      user: customer,
      title: `Reply to your enquiry about ${title}`,
      message: [`The owner of "${title}" replied to your enquiry:`, '', doc.reply, '', `Your message: ${doc.message}`].join('\n'),
      link: '/my-inquiries',
      mail: {
        to: doc.email || (await emailOf(req.payload, customer, req)),
        template: 'enquiry-reply',
        data: { title, reply: doc.reply, message: doc.message },
      },
    },
    req,
  )
  return doc
}
