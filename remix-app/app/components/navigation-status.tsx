import { useNavigation } from '@remix-run/react'

/** Tells people a page is on its way during client navigation; the detail page has the spec's own text. */
export function NavigationStatus() {
  const navigation = useNavigation()
  if (navigation.state !== 'loading' || !navigation.location) return null
  const text = navigation.location.pathname.startsWith('/property/') ? 'Loading property details...' : 'Loading...'
  return (
    <div className="navigation-status" role="status" aria-live="polite">
      {text}
    </div>
  )
}
