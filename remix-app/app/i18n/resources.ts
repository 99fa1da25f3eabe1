/**
 * The catalogues the browser loads: the page's language in full (one module a locale) and English,
 * i18next's fallback, as the entry ships it. The server imports everything (i18n.server.ts).
 */
import type { Resource, ResourceLanguage } from 'i18next'
import { SITE_LOCALES, type SiteLocale } from '@gruha/shared'
import account from '~/locales/en/account.json?frame'
import common from '~/locales/en/common.json?frame'
import insight from '~/locales/en/insight.json?frame'
import property from '~/locales/en/property.json?frame'
import search from '~/locales/en/search.json?frame'

/**
 * English is needed on every page, so it is imported with the entry (waiting to request it after the
 * entry ran delayed hydration by a round trip). Only the frame's groups (frame.ts): routes bring the
 * rest of their namespaces (english.ts), and `messages` has no English (the text is shown as it is).
 */
const englishFrame: ResourceLanguage = { common, search, property, account, insight }

export const localeBundles: Record<SiteLocale, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => Promise.resolve({ default: englishFrame }),
  te: () => import('~/locales/te'),
  hi: () => import('~/locales/hi'),
}

/** Resources for `locale` and English (i18next's fallback). */
export async function loadResources(locale: SiteLocale): Promise<Resource> {
  const wanted = [...new Set<SiteLocale>([locale, 'en'])].filter((l) => SITE_LOCALES.includes(l))
  const loaded = await Promise.all(wanted.map(async (l) => [l, (await localeBundles[l]()).default] as const))
  return Object.fromEntries(loaded)
}

/** `english` with the groups routes registered (english.ts) added to its namespaces. */
export function withRegistered(english: ResourceLanguage, registered: ResourceLanguage): ResourceLanguage {
  const merged: ResourceLanguage = { ...english }
  for (const [namespace, groups] of Object.entries(registered))
    merged[namespace] = { ...(english[namespace] as object | undefined), ...(groups as object) }
  return merged
}
