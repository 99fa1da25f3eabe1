import { useCallback, useEffect, useRef, type RefObject } from 'react'

/**
 * Focuses the first element inside `root` that matches a selector once the next render is on the
 * page: a wizard's next step, or a field that a refused submission named, exists only then.
 */
export function useFocusAfterRender(root: RefObject<HTMLElement | null>) {
  const pending = useRef<string | null>(null)
  useEffect(() => {
    const selector = pending.current
    if (!selector) return
    pending.current = null
    root.current?.querySelector<HTMLElement>(selector)?.focus()
  })
  return useCallback((selector: string) => {
    pending.current = selector
  }, [])
}

/** The selector of the first named field in `errors` (in the order the schema reported them). */
export const firstFieldOf = (errors: Record<string, unknown>) => `[name="${Object.keys(errors)[0]}"]`
