// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createInstance } from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nOptions } from './config'
import { useTranslation } from './use-translation'

// React's act() checks for this flag, as testing libraries set it.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)

const resources = {
  // The site's keys (typed), with this test's own texts.
  en: { common: { nav: { Buy: 'Buy' } }, search: { chips: { propertiesAvailable_other: '{{count}} found' } } },
  te: { common: { nav: { Buy: 'కొనండి' } }, search: { chips: { propertiesAvailable_other: '{{count}} దొరికాయి' } } },
}
const instance = (lng: string) => {
  const i18n = createInstance()
  void i18n.init({ ...i18nOptions, lng, resources })
  return i18n
}

const seen: unknown[] = []
function Greeting() {
  const { t, i18n, ready } = useTranslation()
  seen.push(t)
  return (
    <p data-lng={i18n.language} data-ready={String(ready)}>
      {t('nav.Buy')}
    </p>
  )
}
function Results() {
  const { t, i18n, ready } = useTranslation(['search', 'common'])
  seen.push(t)
  return (
    <p data-lng={i18n.language} data-ready={String(ready)}>
      {t('chips.propertiesAvailable', { count: 3 })} · {t('common:nav.Buy')}
    </p>
  )
}
function Chips() {
  const { t } = useTranslation('search')
  seen.push(t)
  return <p>{t('chips.propertiesAvailable', { count: 1 })}</p>
}

afterEach(() => {
  seen.length = 0
})

describe('useTranslation (one t per instance, language and namespaces)', () => {
  it('translates in the render’s own instance, with the first namespace bare and the others as ns:key', () => {
    const html = (lng: string) =>
      renderToString(
        <I18nextProvider i18n={instance(lng)}>
          <Greeting />
          <Results />
        </I18nextProvider>,
      )
    expect(html('te')).toBe(
      '<p data-lng="te" data-ready="true">కొనండి</p><p data-lng="te" data-ready="true">3 దొరికాయి<!-- --> · <!-- -->కొనండి</p>',
    )
    expect(html('en')).toBe(
      '<p data-lng="en" data-ready="true">Buy</p><p data-lng="en" data-ready="true">3 found<!-- --> · <!-- -->Buy</p>',
    )
  })

  it('hands every component of a render the same t for the same namespaces, and another for others', () => {
    renderToString(
      <I18nextProvider i18n={instance('en')}>
        <Greeting />
        <Greeting />
        <Chips />
        <Chips />
      </I18nextProvider>,
    )
    expect(seen).toHaveLength(4)
    expect(seen[0]).toBe(seen[1])
    expect(seen[2]).toBe(seen[3])
    expect(seen[0]).not.toBe(seen[2])
  })

  it('renders again in the new language when the language changes', async () => {
    const i18n = instance('en')
    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <Greeting />
        </I18nextProvider>,
      ),
    )
    expect(host.textContent).toBe('Buy')
    await act(async () => {
      await i18n.changeLanguage('te')
    })
    expect(host.textContent).toBe('కొనండి')
    expect(host.querySelector('p')?.dataset.lng).toBe('te')
    await act(async () => root.unmount())
  })
})
