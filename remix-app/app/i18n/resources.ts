/**
 * The catalogues of one locale as one module each, so the browser downloads one chunk for the
 * page's language (plus English as fallback) and the server imports all three.
 */
import type { Resource, ResourceLanguage } from 'i18next'
import { SITE_LOCALES, type SiteLocale } from '@gruha/shared'

export const localeBundles: Record<SiteLocale, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('~/locales/en'),
  te: () => import('~/locales/te'),
  hi: () => import('~/locales/hi'),
}

/** Resources for `locale` and English (i18next's fallback). */
export async function loadResources(locale: SiteLocale): Promise<Resource> {
  const wanted = [...new Set<SiteLocale>([locale, 'en'])].filter((l) => SITE_LOCALES.includes(l))
  const loaded = await Promise.all(wanted.map(async (l) => [l, (await localeBundles[l]()).default] as const))
  return Object.fromEntries(loaded)
}
