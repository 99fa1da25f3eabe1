import type { MyPropertyData } from '@gruha/shared'

/** The form's working values: text for inputs, booleans for checkboxes, lists for checklists and tags. */
export type FormValues = Record<string, string | boolean | string[]>
export type UploadedFile = { id: number; name: string; url: string | null }
export type SectionValue = { key: string; title: string; content: string; document: UploadedFile | null }

/** Values of a stored listing for the edit form (the same form as Add). */
export type PropertyFormInitial = {
  values: FormValues
  images: UploadedFile[]
  sections: SectionValue[]
}

/** List fields: posted as repeated form keys. */
export const LIST_FIELDS = [
  'amenities',
  'gated_community_features',
  'nearby_business_hubs',
  'nearby_transport',
  'nearby_highlights',
] as const

export const emptyInitial = (): PropertyFormInitial => ({
  values: { listing_type: 'SALE', furnishing_status: 'Unfurnished', road_access: true },
  images: [],
  sections: [],
})

type StoredProperty = Partial<Record<keyof MyPropertyData, unknown>> & {
  images?: unknown
  sections?: unknown
}

const asText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'string' ? (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v) : String(v)

type MediaLike = { id: number; filename?: string | null; url?: string | null }
const isMedia = (v: unknown): v is MediaLike => typeof v === 'object' && v !== null && 'id' in v

/** A stored listing (read at depth 1) as the form's initial values. */
export function initialFromProperty(doc: StoredProperty): PropertyFormInitial {
  const values: FormValues = {}
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'images' || key === 'sections') continue
    if (typeof value === 'boolean') values[key] = value
    else if (Array.isArray(value)) values[key] = value.map(String)
    else values[key] = asText(value)
  }
  const images = Array.isArray(doc.images)
    ? doc.images.filter(isMedia).map((m) => ({ id: m.id, name: m.filename ?? `#${m.id}`, url: m.url ?? null }))
    : []
  const sections = Array.isArray(doc.sections)
    ? doc.sections.map((s: { title?: string; content?: string | null; document?: unknown }, i: number) => ({
        key: `s${i}`,
        title: s.title ?? '',
        content: s.content ?? '',
        document: isMedia(s.document) ? { id: s.document.id, name: s.document.filename ?? 'PDF', url: s.document.url ?? null } : null,
      }))
    : []
  return { values, images, sections }
}
