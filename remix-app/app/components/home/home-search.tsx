import { useState } from 'react'
import { Form, useNavigate } from '@remix-run/react'
import { MESSAGES, PRICE_RANGES, PROPERTY_TYPES, parsePriceRange, propertyTypeLabel } from '@gruha/shared'
import { useMessage, useTranslation } from '~/i18n'
import { LocationSelects } from '~/components/search/location-selects'
import type { ActiveLocations } from '~/components/search/locations'
import { SEARCH } from '~/i18n/namespaces/search'

/**
 * State -> city (city disabled until a state is chosen), type and price range, leading to
 * /buy?state=&city=&propertyType=&minPrice=&maxPrice=. Without JavaScript the form still posts
 * to /buy, which turns priceRange into the two bounds.
 */
export function HomeSearch({ locations }: { locations: ActiveLocations }) {
  const navigate = useNavigate()
  const { t } = useTranslation(SEARCH)
  const msg = useMessage()
  const [error, setError] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)
  return (
    <Form
      key={formKey}
      method="get"
      action="/buy"
      className="home-search filters"
      aria-label={t('homeSearch.label')}
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
        <LocationSelects idPrefix="home" requireStateFirst locations={locations} />
        <div className="field">
          <label htmlFor="home-type">{t('filters.propertyType')}</label>
          <select id="home-type" name="propertyType" defaultValue="">
            <option value="">{t('filters.allTypes')}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {msg(propertyTypeLabel(type))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="home-price">{t('filters.priceRange')}</label>
          <select id="home-price" name="priceRange" defaultValue="">
            <option value="">{t('filters.anyPrice')}</option>
            {PRICE_RANGES.map((r) => (
              <option key={r.value} value={r.value}>
                {msg(r.label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {msg(error)}
        </p>
      ) : null}
      <div className="filters-actions">
        <button type="submit" className="button">
          {t('actions.search')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setError(null)
            setFormKey((k) => k + 1)
          }}
        >
          {t('actions.clear')}
        </button>
      </div>
    </Form>
  )
}
