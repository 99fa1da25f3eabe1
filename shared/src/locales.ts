/**
 * The site's languages (issue 11): English, Telugu and Hindi. One list for the site (Remix),
 * the CMS (Payload localization) and the formatters.
 */
export const SITE_LOCALES = ['en', 'te', 'hi'] as const
export type SiteLocale = (typeof SITE_LOCALES)[number]
export const DEFAULT_LOCALE: SiteLocale = 'en'

/** Each language's name written in that language (the switcher shows these). */
export const LOCALE_NAMES: Record<SiteLocale, string> = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' }

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value)
}

/** The BCP 47 tag for Intl: Indian conventions (lakh/crore grouping, day-first dates) in every language. */
export function intlLocale(locale: SiteLocale = DEFAULT_LOCALE): string {
  return `${locale}-IN`
}
