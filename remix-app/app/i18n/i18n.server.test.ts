import { describe, expect, it } from 'vitest'
import { createRequestI18n } from './i18n.server'

describe('createRequestI18n (one instance per render, cloned from one set up at start-up)', () => {
  it('gives each render its own language, whatever the renders around it use', async () => {
    const te = createRequestI18n('te')
    const hi = createRequestI18n('hi')
    const en = createRequestI18n('en')
    expect([te.language, hi.language, en.language]).toEqual(['te', 'hi', 'en'])
    expect(te.t('nav.Buy')).toBe('కొనండి')
    expect(hi.t('nav.Buy')).toBe('खरीदें')
    expect(en.t('nav.Buy')).toBe('Buy')

    // A render that changes its language (the switcher on the client does so) leaves the others alone.
    await en.changeLanguage('hi')
    expect(en.t('nav.Buy')).toBe('खरीदें')
    expect(te.language).toBe('te')
    expect(te.t('nav.Buy')).toBe('కొనండి')
    expect(createRequestI18n('en').t('nav.Buy')).toBe('Buy')
  })

  it('is ready to render at once, with every language loaded', () => {
    const te = createRequestI18n('te')
    expect(te.isInitialized).toBe(true)
    expect(te.hasLoadedNamespace('common')).toBe(true)
    expect(te.getFixedT('te', 'common')('nav.Buy')).toBe('కొనండి')
  })
})
