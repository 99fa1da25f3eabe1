/**
 * Keyboard-only walks (issue 11): after navigating, a walk uses nothing but page.keyboard, and at
 * each step checks which element has the focus and that it shows a focus ring.
 */
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'

/** The focused element, described for failure messages, and whether it shows a focus ring. */
export function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { what: 'body', ring: false }
    // A visually hidden input (a file input behind a button-like label) shows its ring on the label.
    const box = el.getBoundingClientRect()
    const label = el instanceof HTMLInputElement ? el.labels?.[0] : undefined
    const shown = box.width <= 1 && box.height <= 1 && label ? label : el
    const style = getComputedStyle(shown)
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    // A date field's calendar button is focused inside the field: only :focus-within matches there.
    const keyboardFocus =
      el.matches(':focus-visible') || (el instanceof HTMLInputElement && el.type === 'date' && el.matches(':focus-within'))
    const ring = keyboardFocus && (outline || style.boxShadow !== 'none')
    const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim().slice(0, 40)
    return { what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`, ring }
  })
}

/** `target` has the focus (waiting for it) and shows a focus ring. */
export async function expectFocused(page: Page, target: Locator, step: string) {
  await expect
    .poll(() => target.evaluate((el) => el === document.activeElement).catch(() => false), {
      message: `${step}: focus is on ${(await focusState(page)).what}`,
      timeout: 10_000,
    })
    .toBe(true)
  const state = await focusState(page)
  expect(state.ring, `${step}: ${state.what} shows a focus ring`).toBe(true)
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus. Every stop on the way must show a
 * focus ring: a control the keyboard reaches but the eye cannot find fails the walk.
 */
export async function tabTo(page: Page, target: Locator, step: string, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const state = await focusState(page)
    expect(state.ring, `${step}: after ${i + 1} Tab(s), ${state.what} shows a focus ring`).toBe(true)
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
  }
  throw new Error(`${step}: ${max} Tab presses never reached the target; focus is on ${(await focusState(page)).what}`)
}

/** Tabs to a text field and types into it (what was there is replaced). */
export async function typeInto(page: Page, field: Locator, text: string, step: string) {
  await tabTo(page, field, step)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

/** Presses ArrowDown on the focused select until the option labelled `label` is chosen. */
export async function chooseOption(page: Page, select: Locator, label: string | RegExp, step: string) {
  for (let i = 0; i < 80; i++) {
    const chosen = await select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '')
    if (typeof label === 'string' ? chosen === label : label.test(chosen)) return
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`${step}: no option ${String(label)}`)
}

/** The context is signed in with a saved session cookie (the one sign-in helper, e2e/support/session.ts). */
export { signInContext } from '../support/session'
