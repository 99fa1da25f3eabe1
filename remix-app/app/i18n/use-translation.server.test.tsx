// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createInstance, type Resource } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { i18nOptions } from './config'
import { useTranslation } from './use-translation'

function Card({ count }: { count: number }) {
  const { t } = useTranslation(['common', 'search'])
  return <p>{`${t('nav.Buy')} · ${t('search:chips.propertiesAvailable', { count })}`}</p>
}
/** `cards` cards, the last with a count of 3 and the others 2. */
const page = (cards: number) => (
  <>
    {Array.from({ length: cards }, (_, i) => (
      <Card key={i} count={i === cards - 1 && cards > 1 ? 3 : 2} />
    ))}
  </>
)

function serverRender(resources: Resource, lng: string, cards = 12) {
  const i18n = createInstance()
  void i18n.init({ ...i18nOptions, lng, resources })
  const calls = vi.spyOn(i18n, 't')
  const html = renderToString(<I18nextProvider i18n={i18n}>{page(cards)}</I18nextProvider>)
  return { html, calls: calls.mock.calls.map(([key]) => String(key)) }
}

const catalogue = (buy: string, found: string): Resource => ({
  en: { common: { nav: { Buy: buy } }, search: { chips: { propertiesAvailable_other: `{{count}} ${found}` } } },
  te: { common: { nav: { Buy: `${buy} (te)` } }, search: { chips: { propertiesAvailable_other: `{{count}} ${found} (te)` } } },
})

describe('useTranslation on the server (texts worked out once per catalogue and language)', () => {
  it('works out each key and options once for the page and for later renders', () => {
    const resources = catalogue('Buy', 'found')
    const first = serverRender(resources, 'en')
    expect(first.html.match(/Buy · 2 found/g)).toHaveLength(11)
    expect(first.html.match(/Buy · 3 found/g)).toHaveLength(1)
    expect(first.calls.filter((key) => key === 'nav.Buy')).toHaveLength(1)
    // Once for a count of 2 and once for 3.
    expect(first.calls.filter((key) => key.endsWith('chips.propertiesAvailable'))).toHaveLength(2)

    const second = serverRender(resources, 'en')
    expect(second.html).toBe(first.html)
    expect(second.calls).toEqual([])
  })

  it('works out every call whose options hold an object', () => {
    const resources = catalogue('Buy', 'found')
    function Values() {
      const { t } = useTranslation('search')
      return <p>{t('chips.propertiesAvailable', { count: 5, extra: { note: 'x' } })}</p>
    }
    const i18n = createInstance()
    void i18n.init({ ...i18nOptions, lng: 'en', resources })
    const calls = vi.spyOn(i18n, 't')
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Values />
        <Values />
      </I18nextProvider>,
    )
    expect(html.match(/5 found/g)).toHaveLength(2)
    expect(calls).toHaveBeenCalledTimes(2)
  })

  it('keeps each language and each catalogue apart', () => {
    const resources = catalogue('Buy', 'found')
    expect(serverRender(resources, 'en', 1).html).toContain('Buy · 2 found')
    expect(serverRender(resources, 'te', 1).html).toContain('Buy (te) · 2 found (te)')
    expect(serverRender(catalogue('Purchase', 'listed'), 'en', 1).html).toContain('Purchase · 2 listed')
    expect(serverRender(resources, 'en', 1).html).toContain('Buy · 2 found')
  })
})
