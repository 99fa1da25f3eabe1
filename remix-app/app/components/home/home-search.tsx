import { useState } from 'react'
import { Form, useNavigate } from '@remix-run/react'
import { MESSAGES, PRICE_RANGES, PROPERTY_TYPES, parsePriceRange, propertyTypeLabel } from '@gruha/shared'
import { LocationSelects } from '~/components/search/location-selects'

/**
 * State -> city (city disabled until a state is chosen), type and price range, leading to
 * /buy?state=&city=&propertyType=&minPrice=&maxPrice=. Without JavaScript the form still posts
 * to /buy, which turns priceRange into the two bounds.
 */
export function HomeSearch() {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)
  return (
    <Form
      key={formKey}
      method="get"
      action="/buy"
      className="home-search filters"
      aria-label="Search properties"
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const params = new URLSearchParams()
        for (const key of ['state', 'city', 'propertyType'] as const) {
          const v = String(data.get(key) ?? '').trim()
          if (v) params.set(key, v)
        }
        const { min, max } = parsePriceRange(String(data.get('priceRange') ?? ''))
        if (min !== null) params.set('minPrice', String(min))
        if (max !== null) params.set('maxPrice', String(max))
        if (![...params.keys()].length) {
          setError(MESSAGES.browsing.searchCriteriaRequired)
          return
        }
        setError(null)
        navigate(`/buy?${params}`)
      }}
    >
      <div className="filters-grid">
        <LocationSelects idPrefix="home" requireStateFirst />
        <div className="field">
          <label htmlFor="home-type">Property Type</label>
          <select id="home-type" name="propertyType" defaultValue="">
            <option value="">All Types</option>
            {PROPERTY_TYPES.map((t) => (
              <option key={t} value={t}>
                {propertyTypeLabel(t)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="home-price">Price Range</label>
          <select id="home-price" name="priceRange" defaultValue="">
            <option value="">Any Price</option>
            {PRICE_RANGES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="filters-actions">
        <button type="submit" className="button">
          Search
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setError(null)
            setFormKey((k) => k + 1)
          }}
        >
          Clear
        </button>
      </div>
    </Form>
  )
}
