/**
 * The catalogues of one locale as one module each, so the browser downloads the page's language
 * (plus English as fallback) and the server imports all three.
 */
import type { Resource, ResourceLanguage } from 'i18next'
import { SITE_LOCALES, type SiteLocale } from '@gruha/shared'
import english from '~/locales/en'

/**
 * English is needed on every page (it is i18next's fallback), so it is imported with the entry and
 * preloaded beside it; waiting to request it after the entry ran delayed hydration by a round trip.
 */
export const localeBundles: Record<SiteLocale, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => Promise.resolve({ default: english }),
  te: () => import('~/locales/te'),
  hi: () => import('~/locales/hi'),
}

/** Resources for `locale` and English (i18next's fallback). */
export async function loadResources(locale: SiteLocale): Promise<Resource> {
  const wanted = [...new Set<SiteLocale>([locale, 'en'])].filter((l) => SITE_LOCALES.includes(l))
  const loaded = await Promise.all(wanted.map(async (l) => [l, (await localeBundles[l]()).default] as const))
  return Object.fromEntries(loaded)
}
