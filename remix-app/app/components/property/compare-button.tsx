import { useEffect, useState } from 'react'
import { Link, useFetcher, useLocation } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import { COMPARE_COOKIE, MAX_COMPARE, parseCompareIds } from '@gruha/shared'
import type { action } from '~/routes/resources.compare'

/** The selection as this browser's cookie holds it (read after hydration, so server and browser agree). */
function cookieIds(): number[] {
  const match = document.cookie.split(/;\s*/).find((c) => c.startsWith(`${COMPARE_COOKIE}=`))
  return parseCompareIds(match ? decodeURIComponent(match.slice(COMPARE_COOKIE.length + 1)) : null)
}

/**
 * "Compare" on listing cards and saved properties: a real form (works without JavaScript: post, then
 * back with a message); with JavaScript a fetcher adds or removes the listing and says how many are
 * picked, with a link to the comparison. A fifth is refused with the server's message.
 */
export function CompareButton({ propertyId, title }: { propertyId: number; title: string }) {
  const fetcher = useFetcher<typeof action>()
  const { t } = useTranslation('insight')
  const location = useLocation()
  const [hydrated, setHydrated] = useState(false)
  const [ids, setIds] = useState<number[]>([])
  useEffect(() => {
    setHydrated(true)
    setIds(cookieIds())
  }, [])
  // Another card changed the selection: every button re-reads the cookie after a fetcher finishes.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setIds(fetcher.data.ids)
  }, [fetcher.state, fetcher.data])
  useEffect(() => {
    const refresh = () => setIds(cookieIds())
    window.addEventListener('gruha:compare', refresh)
    return () => window.removeEventListener('gruha:compare', refresh)
  }, [])
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) window.dispatchEvent(new Event('gruha:compare'))
  }, [fetcher.state, fetcher.data])

  const picked = ids.includes(propertyId)
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null
  return (
    <fetcher.Form method="post" action="/resources/compare" className="compare-button-form">
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="intent" value={picked ? 'remove' : 'add'} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="_fetch" value="1" /> : null}
      <button
        type="submit"
        className={`button secondary compare-button${picked ? ' is-picked' : ''}`}
        aria-pressed={hydrated ? picked : undefined}
        aria-label={t(picked ? 'pick.removeLabel' : 'pick.addLabel', { title })}
      >
        {t(picked ? 'pick.picked' : 'pick.add')}
      </button>
      {picked && ids.length ? (
        <Link to={`/compare?ids=${ids.join(',')}`} className="compare-now">
          {t('pick.compareNow', { count: ids.length, max: MAX_COMPARE })}
        </Link>
      ) : null}
      {error ? (
        <span role="alert" className="field-error">
          {error}
        </span>
      ) : null}
    </fetcher.Form>
  )
}
