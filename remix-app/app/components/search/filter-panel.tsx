import { useRef } from 'react'
import { Form, Link, useNavigate } from '@remix-run/react'
import {
  COMMERCIAL_SUBTYPES,
  COMMERCIAL_SUBTYPE_LABELS,
  FACING,
  FACING_LABELS,
  FURNISHING_STATUSES,
  FURNISHING_STATUS_LABELS,
  LABELS,
  LAND_TYPES,
  LAND_TYPE_LABELS,
  POPULAR_SEARCHES,
  PROPERTY_SORTS,
  PROPERTY_SORT_LABELS,
  PROPERTY_TYPES,
  ROOM_FILTER_OPTIONS,
  propertyTypeLabel,
  type ListingType,
  type PropertySearch,
} from '@gruha/shared'
import { LocationSelects } from './location-selects'

type FilterPanelProps = {
  search: PropertySearch
  listingType: ListingType
  /** The map area the list is limited to ('Search this area'), kept while filters change. */
  bbox: string | null
}

type Option = { value: string; label: string }

function Select({
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  name: string
  label: string
  value?: string | number
  options: readonly Option[]
  anyLabel: string
}) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value === undefined ? '' : String(value)} key={String(value ?? '')}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function NumberInput({ name, label, value, placeholder }: { name: string; label: string; value?: number; placeholder?: string }) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input
        id={`filter-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        placeholder={placeholder}
        defaultValue={value ?? ''}
        key={String(value ?? '')}
      />
    </div>
  )
}

const typeOptions = (current: readonly string[] | undefined): Option[] => {
  const options: Option[] = PROPERTY_TYPES.map((t) => ({ value: t, label: propertyTypeLabel(t) }))
  const land = POPULAR_SEARCHES.find((p) => p.propertyType.includes(','))
  if (land) options.push({ value: land.propertyType, label: land.label })
  // A list from the URL that no option matches still round-trips.
  const joined = current?.join(',')
  if (joined && !options.some((o) => o.value === joined)) options.push({ value: joined, label: current!.map(propertyTypeLabel).join(', ') })
  return options
}

const rooms: Option[] = ROOM_FILTER_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))

/**
 * The /buy and /rent filters: a plain GET form, so it works without JavaScript and every filter
 * lives in the URL. With JavaScript, a changed select applies at once.
 */
export function FilterPanel({ search, listingType, bbox }: FilterPanelProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const navigate = useNavigate()
  const rent = listingType === 'RENT'
  const base = rent ? '/rent' : '/buy'
  // The URL keeps non-empty values only (spec 000); without JavaScript the loader tidies it instead.
  const go = (form: HTMLFormElement, changed?: string) => {
    const data = new FormData(form)
    // A new state clears the city (spec 000), before React has re-rendered the select.
    if (changed === 'state') data.delete('city')
    const query = nonEmptyQuery(data)
    navigate(query ? `${base}?${query}` : base, { preventScrollReset: true })
  }
  return (
    <Form
      method="get"
      action={base}
      className="filters"
      ref={formRef}
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault()
        go(event.currentTarget)
      }}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement && formRef.current) go(formRef.current, event.target.name)
      }}
    >
      <div className="filters-grid">
        <LocationSelects state={search.state} city={search.city} idPrefix="filter" />
        <Select
          name="propertyType"
          label="Property Type"
          value={search.propertyType?.join(',')}
          options={typeOptions(search.propertyType)}
          anyLabel="All Types"
        />
        {rent ? (
          <>
            <NumberInput name="minRent" label="Min Rent (₹)" value={search.minRent} placeholder="Any" />
            <NumberInput name="maxRent" label="Max Rent (₹)" value={search.maxRent} placeholder="Any" />
          </>
        ) : (
          <>
            <NumberInput name="minPrice" label="Min Price (₹)" value={search.minPrice} placeholder="Any" />
            <NumberInput name="maxPrice" label="Max Price (₹)" value={search.maxPrice} placeholder="Any" />
          </>
        )}
        <Select name="bedrooms" label="Bedrooms" value={search.bedrooms} options={rooms} anyLabel="Any" />
        <Select name="bathrooms" label="Bathrooms" value={search.bathrooms} options={rooms} anyLabel="Any" />
        <Select
          name="sort"
          label="Sort By"
          value={search.sort}
          options={PROPERTY_SORTS.filter((s) => s !== 'newest').map((s) => ({ value: s, label: PROPERTY_SORT_LABELS[s] }))}
          anyLabel={PROPERTY_SORT_LABELS.newest}
        />
      </div>
      <details
        open={Boolean(
          search.minArea || search.maxArea || search.furnishingStatus || search.facing || search.commercialSubtype || search.landType,
        )}
      >
        <summary>More Filters</summary>
        <div className="filters-grid" style={{ marginTop: '0.75rem' }}>
          <NumberInput name="minArea" label="Min Area (sqft)" value={search.minArea} placeholder="Any" />
          <NumberInput name="maxArea" label="Max Area (sqft)" value={search.maxArea} placeholder="Any" />
          <Select
            name="furnishingStatus"
            label="Furnishing"
            value={search.furnishingStatus}
            options={FURNISHING_STATUSES.map((f) => ({ value: f, label: FURNISHING_STATUS_LABELS[f] }))}
            anyLabel="Any"
          />
          <Select
            name="facing"
            label="Facing"
            value={search.facing}
            options={FACING.map((f) => ({ value: f, label: FACING_LABELS[f] }))}
            anyLabel="Any"
          />
          <Select
            name="commercialSubtype"
            label="Commercial Type"
            value={search.commercialSubtype}
            options={COMMERCIAL_SUBTYPES.map((c) => ({ value: c, label: COMMERCIAL_SUBTYPE_LABELS[c] }))}
            anyLabel="Any"
          />
          <Select
            name="landType"
            label="Land Type"
            value={search.landType}
            options={LAND_TYPES.map((l) => ({ value: l, label: LAND_TYPE_LABELS[l] }))}
            anyLabel="Any"
          />
        </div>
      </details>
      {bbox ? <input type="hidden" name="bbox" value={bbox} /> : null}
      <div className="filters-actions">
        <button type="submit" className="button">
          Apply Filters
        </button>
        <Link to={base} className="button secondary">
          {LABELS.buy.clearAll}
        </Link>
        {bbox ? (
          <span className="muted">
            Showing the map area only.{' '}
            <Link to={`${base}?${withoutBbox(search)}`} preventScrollReset>
              Search everywhere
            </Link>
          </span>
        ) : null}
      </div>
    </Form>
  )
}

export function nonEmptyQuery(data: FormData): string {
  const params = new URLSearchParams()
  for (const [key, value] of data) if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim())
  return params.toString()
}

function withoutBbox(search: PropertySearch): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || k === 'page' || (k === 'sort' && v === 'newest')) continue
    params.set(k, Array.isArray(v) ? v.join(',') : String(v))
  }
  return params.toString()
}
