import { useNavigation } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { PROPERTY_DETAIL_MESSAGES } from '@gruha/shared'

/** Tells people a page is on its way during client navigation; the detail page has the spec's own text. */
export function NavigationStatus() {
  const navigation = useNavigation()
  const { t } = useTranslation('common')
  const msg = useMessage()
  if (navigation.state !== 'loading' || !navigation.location) return null
  const text = navigation.location.pathname.startsWith('/property/') ? msg(PROPERTY_DETAIL_MESSAGES.loading) : t('loading')
  return (
    <div className="navigation-status" role="status" aria-live="polite">
      {text}
    </div>
  )
}
