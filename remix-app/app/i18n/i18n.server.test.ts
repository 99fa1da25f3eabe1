import { describe, expect, it } from 'vitest'
import { createRequestI18n, fixedT } from './i18n.server'
import { translateMessage } from '.'

describe('createRequestI18n (one instance per language, cloned from one set up at start-up)', () => {
  it('gives each render its language, whatever the renders around it use', async () => {
    const te = createRequestI18n('te')
    const hi = createRequestI18n('hi')
    const en = createRequestI18n('en')
    expect([te.language, hi.language, en.language]).toEqual(['te', 'hi', 'en'])
    expect(te.t('nav.Buy')).toBe('కొనండి')
    expect(hi.t('nav.Buy')).toBe('खरीदें')
    expect(en.t('nav.Buy')).toBe('Buy')

    // Renders in one language share its instance, so none of them may change it (the switcher on the
    // client does so on its own instance); it stays as it was.
    expect(createRequestI18n('en')).toBe(en)
    await expect(en.changeLanguage('hi')).rejects.toThrow('A server render keeps the language it was given')
    expect(createRequestI18n('en').t('nav.Buy')).toBe('Buy')
    expect(te.language).toBe('te')
  })

  it('is ready to render at once, with every language loaded', () => {
    const te = createRequestI18n('te')
    expect(te.isInitialized).toBe(true)
    expect(te.hasLoadedNamespace('common')).toBe(true)
    expect(te.getFixedT('te', 'common')('nav.Buy')).toBe('కొనండి')
  })
})

describe('fixedT (loaders, actions and mails)', () => {
  it("keeps each language's texts apart, and answers as i18next does, interpolated texts too", () => {
    const plain = (locale: 'en' | 'te' | 'hi') => createRequestI18n(locale).getFixedT(locale, ['property', 'messages'])
    for (let round = 0; round < 2; round++) {
      for (const locale of ['en', 'te', 'hi'] as const) {
        const t = fixedT(locale, ['property', 'messages'])
        expect(t('view.Bedrooms', { ns: 'property', defaultValue: 'Bedrooms' })).toBe(
          plain(locale)('view.Bedrooms', { ns: 'property', defaultValue: 'Bedrooms' }),
        )
        expect(t('card.area', { ns: 'property', area: '1,200' })).toBe(plain(locale)('card.area', { ns: 'property', area: '1,200' }))
        expect(t('card.area', { ns: 'property', area: '950' })).toBe(plain(locale)('card.area', { ns: 'property', area: '950' }))
      }
    }
    expect(fixedT('te', 'common')('nav.Buy')).toBe('కొనండి')
    expect(fixedT('hi', 'common')('nav.Buy')).toBe('खरीदें')
    expect(fixedT('en', 'common')('nav.Buy')).toBe('Buy')
    // English has no `messages` catalogue: the English text is the answer, in every language's fallback.
    expect(translateMessage(fixedT('en', ['property', 'messages']), 'Villa')).toBe('Villa')
    expect(translateMessage(fixedT('te', ['property', 'messages']), 'Villa')).not.toBe('Villa')
  })
})
