// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { tabbables, trapFocus } from './focus-trap'

beforeAll(() => {
  // happy-dom has no layout: anything not under [hidden] counts as drawn.
  Object.defineProperty(HTMLElement.prototype, 'getClientRects', {
    value(this: HTMLElement) {
      return this.closest('[hidden]') ? [] : [{}]
    },
  })
})

afterEach(() => {
  document.body.innerHTML = ''
})

/** The page: a Menu button, a panel with three controls, and a link behind the panel. */
function page() {
  document.body.innerHTML = `
    <button id="opener">Menu</button>
    <div id="panel">
      <button id="close">Close</button>
      <span hidden><a id="hidden-link" href="/x">hidden</a></span>
      <a id="link" href="/rent">Rent</a>
      <input id="field" />
    </div>
    <a id="behind" href="/behind">Behind</a>`
  const $ = (id: string) => document.getElementById(id) as HTMLElement
  return { $, panel: $('panel') }
}

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  ;(document.activeElement ?? document.body).dispatchEvent(event)
  return event
}

describe('focus trap', () => {
  it('lists the controls Tab reaches, without hidden ones, and one radio per group', () => {
    const { panel } = page()
    expect(tabbables(panel).map((el) => el.id)).toEqual(['close', 'link', 'field'])
    panel.insertAdjacentHTML('beforeend', '<input type="radio" name="r" id="r1"><input type="radio" name="r" id="r2" checked>')
    expect(tabbables(panel).map((el) => el.id)).toEqual(['close', 'link', 'field', 'r2'])
  })

  it('focuses the first control, wraps Tab and Shift+Tab at the ends, and returns focus to the opener', () => {
    const { $, panel } = page()
    $('opener').focus()
    const release = trapFocus(panel)
    expect(document.activeElement).toBe($('close'))

    // Shift+Tab on the first control goes round to the last.
    expect(press('Tab', { shiftKey: true }).defaultPrevented).toBe(true)
    expect(document.activeElement).toBe($('field'))
    // Tab on the last goes round to the first.
    expect(press('Tab').defaultPrevented).toBe(true)
    expect(document.activeElement).toBe($('close'))
    // In the middle the browser moves the focus itself.
    $('link').focus()
    expect(press('Tab').defaultPrevented).toBe(false)

    release()
    expect(document.activeElement).toBe($('opener'))
  })

  it('brings back a Tab that the browser carried out of the panel', () => {
    const { $, panel } = page()
    $('opener').focus()
    const release = trapFocus(panel)
    $('link').focus()
    press('Tab')
    $('behind').focus()
    expect(document.activeElement).toBe($('close'))
    press('Tab', { shiftKey: true })
    expect(document.activeElement).toBe($('field'))
    $('link').focus()
    press('Tab', { shiftKey: true })
    $('behind').focus()
    expect(document.activeElement).toBe($('field'))
    release()
  })

  it('Escape closes and its focus on the opener stays there, even right after a Tab', () => {
    const { $, panel } = page()
    $('opener').focus()
    const release = trapFocus(panel, {
      onEscape: () => {
        // As the phone drawer does: the focus goes back at once, the trap ends on the next render.
        $('opener').focus()
      },
    })
    $('link').focus()
    press('Tab')
    press('Escape')
    expect(document.activeElement).toBe($('opener'))
    release()
    expect(document.activeElement).toBe($('opener'))
  })

  it('leaves focus the visitor moved elsewhere on purpose, and only the newest trap acts', () => {
    const { $, panel } = page()
    document.body.insertAdjacentHTML('beforeend', '<div id="dialog"><button id="ok">OK</button><button id="cancel">Cancel</button></div>')
    $('opener').focus()
    const releasePanel = trapFocus(panel)
    const releaseDialog = trapFocus($('dialog'))
    expect(document.activeElement).toBe($('ok'))
    press('Tab', { shiftKey: true })
    expect(document.activeElement).toBe($('cancel'))
    // The panel closes under the dialog: the focus stays in the dialog.
    releasePanel()
    expect(document.activeElement).toBe($('cancel'))
    // The dialog closes: back to what had the focus when it opened.
    releaseDialog()
    expect(document.activeElement).toBe($('close'))
  })

  it('with no control inside, Tab goes nowhere', () => {
    document.body.innerHTML = '<button id="opener">x</button><div id="empty"><p>Nothing</p></div>'
    const empty = document.getElementById('empty')!
    const release = trapFocus(empty)
    expect(press('Tab').defaultPrevented).toBe(true)
    release()
  })
})
