/**
 * Which language a request is served in: ?lng= (one page, for hreflang alternates) → the switcher's
 * cookie → Accept-Language → English. The URL never changes with the language.
 */
import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from '@gruha/shared'
import { secureCookies } from '~/utils/env.server'
import { LOCALE_COOKIE, LOCALE_PARAM } from './config'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

function cookieLocale(header: string | null): SiteLocale | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isSiteLocale(value)) return value
  }
  return null
}

/** The first supported language in an Accept-Language header, by quality ('te-IN,te;q=0.9,en;q=0.8' → 'te'). */
export function acceptLanguageLocale(header: string | null): SiteLocale | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { language: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((e) => e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked.map((e) => e.language).find(isSiteLocale) ?? null
}

export function getLocale(request: Request): SiteLocale {
  return localeFrom({ url: request.url, cookie: request.headers.get('Cookie'), acceptLanguage: request.headers.get('Accept-Language') })
}

/** The same decision from the URL (absolute, or a path with its query) and the two headers. */
export function localeFrom({
  url,
  cookie,
  acceptLanguage,
}: {
  url: string
  cookie: string | null
  acceptLanguage: string | null
}): SiteLocale {
  const param = new URL(url, 'http://localhost').searchParams.get(LOCALE_PARAM)
  if (isSiteLocale(param)) return param
  return cookieLocale(cookie) ?? acceptLanguageLocale(acceptLanguage) ?? DEFAULT_LOCALE
}

/** Set-Cookie for the switcher's choice: a year, the whole site, readable by the server only. */
export function localeCookie(locale: SiteLocale): string {
  return [
    `${LOCALE_COOKIE}=${locale}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}
