import { Form, useLocation } from '@remix-run/react'
import { useLocale, useTranslation } from '~/i18n'
import { LOCALE_NAMES, SITE_LOCALES } from '@gruha/shared'

/**
 * తెలుగు / हिन्दी / English. A plain form post that stores the choice in a cookie and reloads the
 * same URL, so it works without JavaScript.
 */
export function LanguageSwitcher({ place }: { place: 'header' | 'footer' }) {
  const { t } = useTranslation('common')
  const current = useLocale()
  const location = useLocation()
  const labelId = `language-switcher-${place}`
  return (
    <Form method="post" action="/resources/locale" reloadDocument className="language-switcher">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div role="group" aria-labelledby={labelId}>
        <span id={labelId} className="visually-hidden">
          {t('language.label')}
        </span>
        {SITE_LOCALES.map((locale) => (
          <button
            key={locale}
            type="submit"
            name="locale"
            value={locale}
            lang={locale}
            className="language-option"
            aria-current={locale === current ? 'true' : undefined}
          >
            {LOCALE_NAMES[locale]}
          </button>
        ))}
      </div>
    </Form>
  )
}
