import { describe, expect, it } from 'vitest'
import { AMENITIES, MESSAGES, PROPERTY_TYPE_LABELS } from '@gruha/shared'
import { acceptLanguageLocale, getLocale, localeCookie } from './locale.server'
import { action } from '~/routes/resources.locale'
import { translateMessage } from '.'
import { fixedT } from './i18n.server'

const req = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${url}`, { headers })

describe('the request language', () => {
  it('reads Accept-Language by quality, first supported language', () => {
    expect(acceptLanguageLocale('te-IN,te;q=0.9,en;q=0.8')).toBe('te')
    expect(acceptLanguageLocale('fr-FR,hi;q=0.7,en;q=0.5')).toBe('hi')
    expect(acceptLanguageLocale('en;q=0.2, hi;q=0.9')).toBe('hi')
    expect(acceptLanguageLocale('fr, de')).toBeNull()
    expect(acceptLanguageLocale('te;q=0, en')).toBe('en')
    expect(acceptLanguageLocale(null)).toBeNull()
  })

  it('prefers ?lng, then the cookie, then Accept-Language, then English', () => {
    expect(getLocale(req('/buy'))).toBe('en')
    expect(getLocale(req('/buy', { 'Accept-Language': 'hi-IN' }))).toBe('hi')
    expect(getLocale(req('/buy', { 'Accept-Language': 'hi-IN', Cookie: 'a=1; gruha_lang=te' }))).toBe('te')
    expect(getLocale(req('/buy?lng=en', { Cookie: 'gruha_lang=te' }))).toBe('en')
    expect(getLocale(req('/buy?lng=xx', { Cookie: 'gruha_lang=zz', 'Accept-Language': 'fr' }))).toBe('en')
  })

  it('stores the switcher choice in a cookie and returns to the same page', async () => {
    const body = new URLSearchParams({ locale: 'te', redirectTo: '/buy?city=Hyderabad' })
    const response = await action({
      request: new Request('http://localhost:3000/resources/locale', { method: 'POST', body }),
      params: {},
      context: {},
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/buy?city=Hyderabad')
    expect(response.headers.get('Set-Cookie')).toBe(localeCookie('te'))
    expect(localeCookie('te')).toMatch(/^gruha_lang=te; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/)
  })

  it('refuses an unknown language and an off-site redirect', async () => {
    const post = (fields: Record<string, string>) =>
      action({
        request: new Request('http://localhost:3000/resources/locale', { method: 'POST', body: new URLSearchParams(fields) }),
        params: {},
        context: {},
      })
    const refused = await post({ locale: 'fr', redirectTo: '/' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe('Unknown language')
    expect(refused.headers.get('Set-Cookie')).toBeNull()
    const response = await post({ locale: 'hi', redirectTo: '//evil.example/' })
    expect(response.headers.get('Location')).toBe('/')
  })
})

describe('server-side t', () => {
  it('translates in the given language and falls back to English text for unknown messages', () => {
    expect(fixedT('te')('userMenu.signIn')).toBe('సైన్ ఇన్')
    expect(fixedT('hi')('userMenu.greeting', { name: 'Ravi' })).toBe('नमस्ते, Ravi')
    expect(fixedT('en')('userMenu.signIn')).toBe('Sign In')
    expect(translateMessage(fixedT('te'), 'A message no catalogue has.')).toBe('A message no catalogue has.')
    // The files are keyed by SiteTextKey (`auth.emailRequired`); the lookup goes by the English a schema gives.
    expect(translateMessage(fixedT('te'), MESSAGES.auth.emailRequired)).toBe('ఈమెయిల్ తప్పనిసరి')
    expect(translateMessage(fixedT('te'), MESSAGES.otp.phoneMismatch)).toBe('ఈ ఫోన్ నంబర్ మీ ఖాతాలోని నంబర్‌తో సరిపోలడం లేదు')
    expect(translateMessage(fixedT('hi'), PROPERTY_TYPE_LABELS.villa)).toBe('विला')
    expect(translateMessage(fixedT('hi'), AMENITIES[3])).toBe('स्विमिंग पूल')
    // English sentences with '.' and ':' in them.
    expect(translateMessage(fixedT('hi'), 'Unsupported file type. Allowed: PNG, JPG, JPEG, PDF')).toBe(
      'यह फ़ाइल टाइप नहीं चलेगा। चलने वाले टाइप: PNG, JPG, JPEG, PDF',
    )
    expect(translateMessage(fixedT('en'), 'Password is required')).toBe('Password is required')
    expect(translateMessage(fixedT('te'), undefined)).toBeUndefined()
  })
})
