/**
 * i18next settings shared by the server render and the browser (issue 11). See docs/i18n.md.
 */
import type { InitOptions } from 'i18next'
import { DEFAULT_LOCALE, SITE_LOCALES } from '@gruha/shared'

/**
 * One catalogue per area (`app/locales/<locale>/<namespace>.json`). `messages` holds the texts the
 * zod schemas and the cms services produce: its English is @gruha/shared itself, its Telugu and Hindi
 * are keyed by SiteTextKey (./site-texts.ts) and looked up by the English text (translateMessage).
 */
export const NAMESPACES = ['common', 'search', 'property', 'account', 'member', 'agent', 'messages', 'insight'] as const
export type Namespace = (typeof NAMESPACES)[number]

/** The language the visitor picked with the switcher. */
export const LOCALE_COOKIE = 'gruha_lang'
/** A query parameter that shows one page in a language without storing it (hreflang alternates). */
export const LOCALE_PARAM = 'lng'

export const i18nOptions = {
  supportedLngs: [...SITE_LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: [...NAMESPACES],
  // React escapes; i18next must not escape twice.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  returnNull: false,
  // Resources are handed over in full, so init is synchronous.
  initAsync: false,
  react: { useSuspense: false },
} satisfies InitOptions
