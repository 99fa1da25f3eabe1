import type { Payload, TypedUser } from 'payload'
import { propertyPath } from '@gruha/shared'
import type { PropertiesSelect, Property } from '../../payload-types'
import { PAGE_POPULATE, PAGE_UNREAD_FIELDS, readPropertyDoc } from './read-property-doc'

export type OwnerContact = { visible: true; name: string; email: string | null; phone: string | null } | { visible: false }

export type PropertyPageData = {
  /** Set when the URL is one of the listing's earlier slugs: answer with a 301 to this path. */
  redirectTo?: string
  property: Property
  owner: OwnerContact
}

export type GetPropertyPageOptions = {
  payload: Payload
  user: TypedUser | null
  /** The URL segment: a slug, or a numeric id. */
  slugOrId: string
}

type UserLike = { id?: number; email?: string | null; phone_number?: string | null; first_name?: string | null; last_name?: string | null }

/**
 * The owner's contact as the viewer may read it. Payload's field rules decide: admins and the
 * owner read everything; an agent-owner's e-mail and phone are open to signed-in users; for
 * anyone else `owner` stays a bare id and the contact is masked.
 */
function ownerContact(owner: unknown): OwnerContact {
  if (!owner || typeof owner !== 'object') return { visible: false }
  const o = owner as UserLike
  if (!o.email && !o.phone_number) return { visible: false }
  const name = [o.first_name, o.last_name].filter(Boolean).join(' ') || (o.email ?? '')
  return { visible: true, name, email: o.email ?? null, phone: o.phone_number ?? null }
}

const MAX_ID = 2_147_483_647

/** Payload's select for the page's read by an earlier slug: all but `PAGE_UNREAD_FIELDS` (and the owner, for visitors). */
function pageSelect(user: TypedUser | null): PropertiesSelect<false> {
  const unread = Object.fromEntries(PAGE_UNREAD_FIELDS.map((name) => [name, false])) as PropertiesSelect<false>
  return user ? unread : { ...unread, owner: false }
}

/**
 * A listing by slug (unique, issue 23) or by id, through the viewer's read access: visitors see
 * active listings; members also their own in any status; admins everything. A slug the listing had
 * before it was renamed finds it too, with `redirectTo` its current path. The current slug and the id are
 * read as plain rows (`readPropertyDoc`); an earlier slug, rare, through Payload's find.
 */
export async function getPropertyPage({ payload, user, slugOrId }: GetPropertyPageOptions): Promise<PropertyPageData | null> {
  // Ids are PostgreSQL integers: a longer number is no id (and would be an error in the query).
  const id = /^\d{1,10}$/.test(slugOrId) && Number(slugOrId) <= MAX_ID ? Number(slugOrId) : null
  const byId = async () => (id === null ? null : readPropertyDoc({ payload, user, where: { id: { equals: id } } }))
  const bySlug = () => readPropertyDoc({ payload, user, where: { slug: { equals: slugOrId.toLowerCase() } } })
  const byOldSlug = async () =>
    (
      await payload.find({
        collection: 'properties',
        where: { 'slug_history.slug': { equals: slugOrId.toLowerCase() } },
        limit: 1,
        pagination: false,
        populate: PAGE_POPULATE,
        overrideAccess: false,
        user,
        depth: 1,
        select: pageSelect(user),
      })
    ).docs[0] ?? null
  let property = (await byId()) ?? (await bySlug())
  let redirectTo: string | undefined
  if (!property) {
    property = await byOldSlug()
    if (property) redirectTo = propertyPath({ id: property.id, title: property.title, slug: property.slug })
  }
  if (!property) return null
  const owner = property.owner
  return {
    ...(redirectTo ? { redirectTo } : {}),
    property: property as Property,
    owner: ownerContact(owner),
  }
}
