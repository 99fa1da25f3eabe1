import { describe, expect, it } from 'vitest'
import { createRequestI18n } from './i18n.server'

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
