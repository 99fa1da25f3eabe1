import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import { SAVED_SEARCH_FREQUENCIES, type ListingType, type PropertySearch } from '@gruha/shared'

/** A name for the search from its filters: 'Villa in Hyderabad', 'Properties for rent'. */
function useSuggestedName(listingType: ListingType, search: PropertySearch, bbox: string | null) {
  const { t } = useTranslation(['insight', 'property'])
  const what =
    search.propertyType?.length === 1
      ? t(`property:types.${search.propertyType[0]}`)
      : t(listingType === 'RENT' ? 'insight:savedSearch.forRent' : 'insight:savedSearch.forSale')
  const where = search.city ?? search.state ?? (bbox ? t('insight:savedSearch.mapArea') : null)
  return where ? t('insight:savedSearch.nameIn', { what, where }) : what
}

/**
 * "Save this search" on /buy and /rent: keeps the current filters and map area (the URL's query)
 * with a name and how often to e-mail new matches. A plain POST form (works without JavaScript);
 * visitors are sent to sign in by the action and come back here.
 */
export function SaveSearchForm({ listingType, search, bbox }: { listingType: ListingType; search: PropertySearch; bbox: string | null }) {
  const { t } = useTranslation('insight')
  const location = useLocation()
  const name = useSuggestedName(listingType, search, bbox)
  return (
    <details className="save-search">
      <summary className="button secondary">{t('savedSearch.save')}</summary>
      <Form method="post" action="/saved-searches" className="save-search-form">
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="listingType" value={listingType} />
        <input type="hidden" name="query" value={location.search.replace(/^\?/, '')} />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <div className="field">
          <label htmlFor="save-search-name">{t('savedSearch.name')}</label>
          <input id="save-search-name" name="name" defaultValue={name} maxLength={120} required />
        </div>
        <fieldset className="field">
          <legend>{t('savedSearch.frequency')}</legend>
          {SAVED_SEARCH_FREQUENCIES.map((f) => (
            <label key={f} className="check">
              <input type="radio" name="frequency" value={f} defaultChecked={f === 'daily'} /> {t(`savedSearch.frequencies.${f}`)}
            </label>
          ))}
        </fieldset>
        <p className="muted small">{t('savedSearch.hint')}</p>
        <button type="submit" className="button">
          {t('savedSearch.submit')}
        </button>
      </Form>
    </details>
  )
}
