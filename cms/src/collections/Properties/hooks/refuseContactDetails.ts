import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { TRUST_MESSAGES, fieldsWithContactDetails } from '@gruha/shared'
import type { Property } from '../../../payload-types'

/**
 * Contact goes through the platform (issue 23): a phone number or e-mail address in a listing's
 * title, description or custom sections is refused on every path, with the message on each field
 * that holds one. Only what this write sets is checked; admins are held to it too, since the text
 * is shown to everyone.
 */
export const refuseContactDetails: CollectionBeforeChangeHook<Property> = ({ data }) => {
  const fields = fieldsWithContactDetails({
    title: data.title,
    description: data.description,
    sections: Array.isArray(data.sections) ? data.sections : [],
  })
  if (fields.length === 0) return data
  throw new ValidationError({ collection: 'properties', errors: fields.map((path) => ({ message: TRUST_MESSAGES.contactInText, path })) })
}
