import { useEffect, useState } from 'react'
import { useFetcher, useLocation } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import type { action } from '~/routes/resources.saved-properties'

type SaveButtonProps = {
  propertyId: number
  saved: boolean
  /** Where a no-JavaScript post returns to; defaults to the current page. */
  redirectTo?: string
  /** A larger button with text, for the detail page. */
  withLabel?: boolean
}

/**
 * The heart on property cards and the detail page. A real form, so it works without JavaScript
 * (post, then back to this page); with JavaScript it posts through a fetcher and flips at once.
 * Visitors are redirected to sign in by the action.
 */
export function SaveButton({ propertyId, saved, redirectTo, withLabel = false }: SaveButtonProps) {
  const fetcher = useFetcher<typeof action>()
  const { t } = useTranslation('property')
  const msg = useMessage()
  const location = useLocation()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  const pending = fetcher.formData?.get('intent')
  const answered = fetcher.data && fetcher.data.ok ? fetcher.data.saved : null
  const isSaved = pending ? pending === 'save' : (answered ?? saved)
  const label = isSaved ? t('save.remove') : t('save.save')
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null

  return (
    <fetcher.Form method="post" action="/resources/saved-properties" className="save-button-form">
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="intent" value={isSaved ? 'unsave' : 'save'} />
      <input type="hidden" name="redirectTo" value={redirectTo ?? location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="_fetch" value="1" /> : null}
      <button
        type="submit"
        className={`save-button${isSaved ? ' is-saved' : ''}${withLabel ? ' with-label' : ''}`}
        aria-pressed={isSaved}
        aria-label={withLabel ? undefined : label}
        title={label}
      >
        <span aria-hidden="true">{isSaved ? '♥' : '♡'}</span>
        {withLabel ? <span>{isSaved ? t('save.savedShort') : t('save.saveShort')}</span> : null}
      </button>
      {error ? (
        <span role="alert" className="save-button-error">
          {msg(error)}
        </span>
      ) : null}
    </fetcher.Form>
  )
}
