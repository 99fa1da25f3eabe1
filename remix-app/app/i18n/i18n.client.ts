import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, isSiteLocale } from '@gruha/shared'
import { i18nOptions } from './config'
import { loadResources } from './resources'

/**
 * The browser's instance, in the language the server rendered (`<html lang>`), loaded before
 * hydration so the first render matches. Switching language reloads the document.
 */
export async function createClientI18n(lang: string): Promise<I18n> {
  const locale = isSiteLocale(lang) ? lang : DEFAULT_LOCALE
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...i18nOptions, lng: locale, resources: await loadResources(locale) })
  return instance
}
