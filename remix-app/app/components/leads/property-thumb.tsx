import type { PropertySummary } from '@gruha/cms/services/leads'

/** The listing's cover, or a grey placeholder (spec 000: 'No Image Available'). */
export function PropertyThumb({ property }: { property: PropertySummary | null }) {
  return property?.image ? (
    <img src={property.image} alt="" loading="lazy" width={96} height={72} />
  ) : (
    <div className="lead-noimg" aria-hidden="true" />
  )
}
