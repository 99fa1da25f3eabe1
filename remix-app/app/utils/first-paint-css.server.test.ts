import { describe, expect, it } from 'vitest'
import { cssForDocument, namesIn, namesNeeded } from './first-paint-css.server'

describe('the first paint’s stylesheets, cut down to the document', () => {
  it('reads the classes and ids a selector needs, not those inside parentheses or attribute brackets', () => {
    expect(namesNeeded('.card .title:hover')).toEqual(['.card', '.title'])
    expect(namesNeeded('#site-menu>.item')).toEqual(['#site-menu', '.item'])
    // A menu the page opens without JavaScript: `.hydrated` is what the document lacks.
    expect(namesNeeded('.site-menu:not(.hydrated):target')).toEqual(['.site-menu'])
    expect(namesNeeded('.map:has(.leaflet-container:focus-visible)::after')).toEqual(['.map'])
    expect(namesNeeded('a[href$=".pdf"],a[href^="#top"]')).toEqual([])
    expect(namesNeeded('button:disabled')).toEqual([])
  })

  it('reads the names of the document’s elements, not its text (React writes quotes in text as &quot;) or data', () => {
    const html =
      '<main id="content" class="market  wide"><p class="x" data-class="no">a class=&quot;nor&quot;</p><script>{"class=\\"y\\""}</script></main>'
    expect([...namesIn(html)].sort()).toEqual(['#content', '.market', '.wide', '.x'])
  })

  it('keeps the rules that can match, within their media queries, and every rule without a class or id', () => {
    const sheet =
      ':root{--brand:#0f6e56}body{margin:0}.card{border:1px solid}.unused{color:red}.card .unused{color:blue}' +
      '.card,.other{padding:1rem}.menu:not(.hydrated):target{display:block}#content{flex:1}#gone{flex:2}' +
      '@media (max-width:900px){.card{padding:0}.unused{margin:0}}@media print{.unused{display:none}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}'
    const cut = cssForDocument('/assets/test-a.css', sheet, new Set(['.card', '.menu', '#content']))
    expect(cut).toBe(
      ':root{--brand:#0f6e56}body{margin:0}.card{border:1px solid}.card,.other{padding:1rem}.menu:not(.hydrated):target{display:block}' +
        '#content{flex:1}@media (max-width:900px){.card{padding:0}}@keyframes spin{to{transform:rotate(1turn)}}' +
        '@font-face{font-family:x;src:url(x.woff2)}',
    )
    // Another document of other names: its own cut, from the same parsed sheet.
    expect(cssForDocument('/assets/test-a.css', sheet, new Set(['.unused']))).toContain('.unused{color:red}')
    expect(cssForDocument('/assets/test-a.css', sheet, new Set(['.unused']))).not.toContain('.card{border')
    // The whole sheet for a document that has every name.
    const every = new Set(['.card', '.unused', '.other', '.menu', '#content', '#gone'])
    expect(cssForDocument('/assets/test-a.css', sheet, every)).toBe(sheet)
  })
})
