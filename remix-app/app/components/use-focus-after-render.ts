import { useCallback, useEffect, useRef, type RefObject } from 'react'

/** What to focus: a selector inside the root, or a function that finds the element. */
type FocusTarget = string | ((root: HTMLElement) => HTMLElement | null | undefined)

/**
 * Focuses an element inside `root` once the next render is on the page: a wizard's next step, or
 * a field that a refused submission named, exists only then.
 */
export function useFocusAfterRender(root: RefObject<HTMLElement | null>) {
  const pending = useRef<FocusTarget | null>(null)
  useEffect(() => {
    const target = pending.current
    const element = root.current
    if (!target || !element) return
    pending.current = null
    ;(typeof target === 'string' ? element.querySelector<HTMLElement>(target) : target(element))?.focus()
  })
  return useCallback((target: FocusTarget) => {
    pending.current = target
  }, [])
}

/** The first field inside `root`, in the order they appear, that `errors` gives a message for. */
export function firstInvalidField(root: ParentNode, errors: Record<string, unknown>): HTMLElement | null {
  const fields = root.querySelectorAll<HTMLElement>(':is(input, select, textarea)[name]')
  return [...fields].find((field) => errors[field.getAttribute('name')!]) ?? null
}

/** For `focusAfterRender`: the first field that `errors` gives a message for. */
export const firstInvalid = (errors: Record<string, unknown>) => (root: HTMLElement) => firstInvalidField(root, errors)
