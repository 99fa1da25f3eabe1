import { useEffect, useRef, type RefObject } from 'react'

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Tab reaches one radio per group: the checked one, or the first when none is. */
function isTabStopRadio(el: HTMLElement, all: HTMLElement[]): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true
  const group = all.filter((o): o is HTMLInputElement => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name)
  const checked = group.find((o) => o.checked)
  return checked ? checked === el : group[0] === el
}

/** The controls Tab reaches inside `root`, in tab order (hidden and inert ones left out). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(TABBABLE)]
  return all.filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]') && isTabStopRadio(el, all))
}

export type FocusTrapOptions = {
  /** Escape calls this (a native modal <dialog> closes on Escape by itself and needs none). */
  onEscape?: () => void
  /** What takes the focus when the trap starts; `false` leaves it where it is (showModal() moves it). */
  initialFocus?: (root: HTMLElement) => HTMLElement | null | undefined | false
  /** Who gets the focus back on release: the element focused when the trap started, unless given. */
  opener?: HTMLElement | null
}

/** Only the newest trap acts, so a dialog opened over a panel keeps the keyboard to itself. */
const stack: object[] = []

/**
 * Keeps Tab and Shift+Tab inside `root`: at either end they wrap round, and a Tab the browser
 * would take out (a radio group, the browser's own toolbar) is brought back in. Returns `release`,
 * which hands the focus back to the opener if it is still inside `root` or was lost (on <body>);
 * focus the visitor moved elsewhere on purpose stays there.
 */
export function trapFocus(root: HTMLElement, options: FocusTrapOptions = {}): () => void {
  const doc = root.ownerDocument
  const opener = options.opener ?? (doc.activeElement instanceof HTMLElement ? doc.activeElement : null)
  const self = {}
  stack.push(self)
  // The direction of a Tab the browser is carrying out; any other key cancels it, so focus that
  // Escape hands back to the opener is never pulled back in as if it were a stray Tab.
  let tabbing: 'forward' | 'backward' | null = null

  const onKeyDown = (event: KeyboardEvent) => {
    if (stack.at(-1) !== self) return
    if (event.key !== 'Tab') tabbing = null
    if (event.key === 'Escape' && options.onEscape) {
      event.preventDefault()
      options.onEscape()
      return
    }
    if (event.key !== 'Tab') return
    const ring = tabbables(root)
    const first = ring[0]
    const last = ring.at(-1)
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = doc.activeElement
    const inside = root.contains(active)
    if (event.shiftKey && (!inside || active === first)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault()
      first.focus()
    } else tabbing = event.shiftKey ? 'backward' : 'forward'
  }
  const onFocusIn = (event: FocusEvent) => {
    if (stack.at(-1) !== self || !tabbing || root.contains(event.target as Node)) return
    const ring = tabbables(root)
    const back = tabbing === 'forward' ? ring[0] : ring.at(-1)
    tabbing = null
    back?.focus()
  }
  doc.addEventListener('keydown', onKeyDown)
  doc.addEventListener('focusin', onFocusIn)

  const initial = options.initialFocus ? options.initialFocus(root) : tabbables(root)[0]
  if (initial) initial.focus()

  return function release() {
    doc.removeEventListener('keydown', onKeyDown)
    doc.removeEventListener('focusin', onFocusIn)
    stack.splice(stack.indexOf(self), 1)
    const active = doc.activeElement
    const lost = !active || active === doc.body || root.contains(active)
    if (lost && opener?.isConnected) opener.focus()
  }
}

/**
 * `trapFocus` on `ref` while `active` is true. Call it before any effect that moves the focus into
 * the element (showModal()), so the opener it remembers is the one that opened it.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  // The latest options without restarting the trap when a caller passes new functions.
  const latest = useRef(options)
  latest.current = options
  useEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const { initialFocus, opener } = latest.current
    return trapFocus(root, {
      initialFocus,
      opener,
      onEscape: latest.current.onEscape ? () => latest.current.onEscape?.() : undefined,
    })
  }, [ref, active])
}
