import type { Payload, TypedUser } from 'payload'
import { propertyPath } from '@gruha/shared'
import type { PropertiesSelect, Property } from '../../payload-types'

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

/**
 * What the page reads of a listing: all but the fields it never shows (earlier slugs, the console's search
 * text, who added it and the assigned agent), each of which costs the find a join or a lookup. A visitor
 * who is not signed in is never shown an owner's contact (Users' field rules), so the owner is not looked
 * up for them.
 */
function pageFields(user: TypedUser | null): PropertiesSelect<false> {
  const unshown = { slug_history: false, search_text: false, added_by: false, assigned_agent: false } as const
  return user ? unshown : { ...unshown, owner: false }
}

/**
 * A listing by slug (unique, issue 23) or by id, through the viewer's read access: visitors see
 * active listings; members also their own in any status; admins everything. A slug the listing had
 * before it was renamed finds it too, with `redirectTo` its current path.
 */
export async function getPropertyPage({ payload, user, slugOrId }: GetPropertyPageOptions): Promise<PropertyPageData | null> {
  const asViewer = { overrideAccess: false, user, depth: 1, select: pageFields(user) } as const
  const populate = {
    users: { first_name: true, last_name: true, email: true, phone_number: true },
    media: {
      url: true,
      filename: true,
      alt: true,
      width: true,
      sizes: {
        large: { url: true, filename: true, width: true },
        card: { url: true, filename: true, width: true },
        thumbnail: { url: true, filename: true },
      },
    },
  } as const
  const bySlug = async () =>
    (
      await payload.find({
        collection: 'properties',
        where: { slug: { equals: slugOrId.toLowerCase() } },
        limit: 1,
        pagination: false,
        populate,
        ...asViewer,
      })
    ).docs[0] ?? null
  const byId = async () => {
    if (!/^\d{1,12}$/.test(slugOrId)) return null
    const found = await payload.find({
      collection: 'properties',
      where: { id: { equals: Number(slugOrId) } },
      limit: 1,
      pagination: false,
      populate,
      ...asViewer,
    })
    return found.docs[0] ?? null
  }
  const byOldSlug = async () =>
    (
      await payload.find({
        collection: 'properties',
        where: { 'slug_history.slug': { equals: slugOrId.toLowerCase() } },
        limit: 1,
        pagination: false,
        populate,
        ...asViewer,
      })
    ).docs[0] ?? null
  let property = /^\d+$/.test(slugOrId) ? ((await byId()) ?? (await bySlug())) : await bySlug()
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
