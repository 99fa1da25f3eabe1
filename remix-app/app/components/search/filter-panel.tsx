import { useRef } from 'react'
import { Form, Link, useNavigate } from '@remix-run/react'
import {
  COMMERCIAL_SUBTYPES,
  DEFAULT_PROPERTY_SORT,
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
import { useValueFromUrl } from '~/forms'
import { useMessage, useTranslation } from '~/i18n'
import type { ModalPanel } from '~/components/disclosure/modal-panel'
import { LocationSelects } from './location-selects'
import type { ActiveLocations } from './locations'

type FilterPanelProps = {
  search: PropertySearch
  listingType: ListingType
  /** The map area the list is limited to ('Search this area'), kept while filters change. */
  bbox: string | null
  locations: ActiveLocations
  /** On phones the form sits in a sheet over the results (listing-page.tsx). */
  sheet: ModalPanel
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
  const current = value === undefined ? '' : String(value)
  const ref = useValueFromUrl<HTMLSelectElement>(current)
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select ref={ref} id={`filter-${name}`} name={name} defaultValue={current}>
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
  const ref = useValueFromUrl<HTMLInputElement>(value === undefined ? '' : String(value))
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input
        ref={ref}
        id={`filter-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        placeholder={placeholder}
        defaultValue={value ?? ''}
      />
    </div>
  )
}

const typeOptions = (current: readonly string[] | undefined, msg: (m: string) => string): Option[] => {
  const options: Option[] = PROPERTY_TYPES.map((t) => ({ value: t, label: msg(propertyTypeLabel(t)) }))
  const land = POPULAR_SEARCHES.find((p) => p.propertyType.includes(','))
  if (land) options.push({ value: land.propertyType, label: msg(land.label) })
  // A list from the URL that no option matches still round-trips.
  const joined = current?.join(',')
  if (joined && !options.some((o) => o.value === joined))
    options.push({ value: joined, label: current!.map((t) => msg(propertyTypeLabel(t))).join(', ') })
  return options
}

/** Option labels from @gruha/shared, in the page's language. */
const labelled = <V extends string>(values: readonly V[], labels: Record<V, string>, msg: (m: string) => string): Option[] =>
  values.map((v) => ({ value: v, label: msg(labels[v]) }))

const rooms: Option[] = ROOM_FILTER_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))

/**
 * The /buy and /rent filters: a plain GET form, so it works without JavaScript and every filter
 * lives in the URL. With JavaScript, a changed select applies at once.
 */
export function FilterPanel({ search, listingType, bbox, locations, sheet }: FilterPanelProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const navigate = useNavigate()
  const { t } = useTranslation('search')
  const msg = useMessage()
  const any = t('filters.any')
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
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault()
        sheet.close(true)
        go(event.currentTarget)
      }}
      onChange={(event) => {
        // In the phone sheet the choices apply together, with the Apply button.
        if (event.target instanceof HTMLSelectElement && formRef.current && !sheet.open) go(formRef.current, event.target.name)
      }}
    >
      <div className="filters-grid">
        <LocationSelects state={search.state} city={search.city} idPrefix="filter" locations={locations} />
        <Select
          name="propertyType"
          label={t('filters.propertyType')}
          value={search.propertyType?.join(',')}
          options={typeOptions(search.propertyType, msg)}
          anyLabel={t('filters.allTypes')}
        />
        {rent ? (
          <>
            <NumberInput name="minRent" label={t('filters.minRent')} value={search.minRent} placeholder={any} />
            <NumberInput name="maxRent" label={t('filters.maxRent')} value={search.maxRent} placeholder={any} />
          </>
        ) : (
          <>
            <NumberInput name="minPrice" label={t('filters.minPrice')} value={search.minPrice} placeholder={any} />
            <NumberInput name="maxPrice" label={t('filters.maxPrice')} value={search.maxPrice} placeholder={any} />
          </>
        )}
        <Select name="bedrooms" label={t('filters.bedrooms')} value={search.bedrooms} options={rooms} anyLabel={any} />
        <Select name="bathrooms" label={t('filters.bathrooms')} value={search.bathrooms} options={rooms} anyLabel={any} />
        <Select
          name="sort"
          label={t('filters.sortBy')}
          // The default sort is the first option (no value), so the box never shows blank.
          value={search.sort === DEFAULT_PROPERTY_SORT ? undefined : search.sort}
          options={labelled(
            PROPERTY_SORTS.filter((s) => s !== 'newest'),
            PROPERTY_SORT_LABELS,
            msg,
          )}
          anyLabel={msg(PROPERTY_SORT_LABELS.newest)}
        />
      </div>
      <details
        open={Boolean(
          search.minArea || search.maxArea || search.furnishingStatus || search.facing || search.commercialSubtype || search.landType,
        )}
      >
        <summary>{t('filters.more')}</summary>
        <div className="filters-grid" style={{ marginTop: '0.75rem' }}>
          <NumberInput name="minArea" label={t('filters.minArea')} value={search.minArea} placeholder={any} />
          <NumberInput name="maxArea" label={t('filters.maxArea')} value={search.maxArea} placeholder={any} />
          <Select
            name="furnishingStatus"
            label={t('filters.furnishing')}
            value={search.furnishingStatus}
            options={labelled(FURNISHING_STATUSES, FURNISHING_STATUS_LABELS, msg)}
            anyLabel={any}
          />
          <Select
            name="facing"
            label={t('filters.facing')}
            value={search.facing}
            options={labelled(FACING, FACING_LABELS, msg)}
            anyLabel={any}
          />
          <Select
            name="commercialSubtype"
            label={t('filters.commercialType')}
            value={search.commercialSubtype}
            options={labelled(COMMERCIAL_SUBTYPES, COMMERCIAL_SUBTYPE_LABELS, msg)}
            anyLabel={any}
          />
          <Select
            name="landType"
            label={t('filters.landType')}
            value={search.landType}
            options={labelled(LAND_TYPES, LAND_TYPE_LABELS, msg)}
            anyLabel={any}
          />
        </div>
      </details>
      {bbox ? <input type="hidden" name="bbox" value={bbox} /> : null}
      <div className="filters-actions">
        <button type="submit" className="button">
          {t('filters.apply')}
        </button>
        <Link to={base} className="button secondary">
          {msg(LABELS.buy.clearAll)}
        </Link>
        {bbox ? (
          <span className="muted">
            {t('filters.mapAreaOnly')}{' '}
            <Link to={`${base}?${withoutBbox(search)}`} preventScrollReset>
              {t('filters.searchEverywhere')}
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
