/**
 * Server side of the i18n mechanism: the render's i18next instance and `t` for loaders, actions
 * and services' messages. All three locales are loaded once at start-up.
 */
import { createInstance, type i18n as I18n, type Resource, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, type SiteLocale } from '@gruha/shared'
import en from '~/locales/en'
import hi from '~/locales/hi'
import te from '~/locales/te'
import { i18nOptions } from './config'
import type { Namespaces } from '.'
import { getLocale } from './locale.server'
import { keptOnServer } from './kept-texts'

export { getLocale } from './locale.server'

const resources: Resource = { en, te, hi }

/** The one instance set up per process: loaders' and mails' `t`, and the base every render's clone shares. */
let shared: I18n | undefined
function sharedInstance(): I18n {
  if (!shared) {
    shared = createInstance()
    void shared.use(initReactI18next).init({ ...i18nOptions, lng: DEFAULT_LOCALE, resources })
  }
  return shared
}

const perLocale = new Map<SiteLocale, I18n>()

/**
 * The instance a server render uses (I18nextProvider in entry.server.tsx): a clone of the instance set
 * up at start-up, one per language, made on first use and shared by every render in that language
 * (cloning per request was 1.4 % of /buy's CPU). A render only reads it; changing its language fails.
 */
export function createRequestI18n(locale: SiteLocale): I18n {
  let i18n = perLocale.get(locale)
  if (!i18n) {
    i18n = sharedInstance().cloneInstance({ lng: locale })
    // Shared by every render in this language: a change would leak into other people's pages.
    i18n.changeLanguage = () => Promise.reject(new Error('A server render keeps the language it was given'))
    perLocale.set(locale, i18n)
  }
  return i18n
}

/**
 * `t` in the request's language, for loaders, actions and server-built text:
 * `const t = await getFixedT(request, 'member')`.
 */
export async function getFixedT<const N extends Namespaces = 'common'>(request: Request, ns?: N): Promise<TFunction<N>> {
  return fixedT(getLocale(request), ns)
}

const fixedTs = new Map<string, TFunction>()

/** `t` for a known locale (e-mails, jobs): one per language and namespaces, its texts kept (kept-texts.ts). */
export function fixedT<const N extends Namespaces = 'common'>(locale: SiteLocale, ns?: N): TFunction<N> {
  const id = `server|${locale}|${typeof ns === 'string' ? ns : (ns?.join(',') ?? '')}|`
  let t = fixedTs.get(id)
  if (!t) {
    const shared = sharedInstance()
    t = keptOnServer(shared, shared.getFixedT(locale, ns), id)
    fixedTs.set(id, t)
  }
  return t as TFunction<N>
}
