import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, isSiteLocale } from '@gruha/shared'
import { i18nOptions } from './config'
import { attachEnglish } from './english'
import { loadResources, withRegistered } from './resources'

/**
 * The browser's instance, in the language the server rendered (`<html lang>`), loaded before
 * hydration so the first render matches. Switching language reloads the document. English holds the
 * entry's groups plus those the page's routes brought (english.ts); later routes add theirs.
 */
export async function createClientI18n(lang: string): Promise<I18n> {
  const locale = isSiteLocale(lang) ? lang : DEFAULT_LOCALE
  const instance = createInstance()
  const resources = await loadResources(locale)
  // No await between attaching and init (synchronous): a route registers either before or after.
  resources.en = withRegistered(resources.en, attachEnglish(instance))
  await instance.use(initReactI18next).init({ ...i18nOptions, lng: locale, resources })
  return instance
}
