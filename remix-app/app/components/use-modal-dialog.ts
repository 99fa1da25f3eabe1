import { useEffect, useRef } from 'react'
import { useFocusTrap } from './focus-trap'

/**
 * Opens a native <dialog> as a modal while `open` is true: the page behind is inert, Tab and
 * Shift+Tab wrap round inside, Escape closes it, and on closing (or unmounting) the focus goes
 * back to what opened it.
 */
export function useModalDialog(open: boolean, opener?: HTMLElement | null) {
  const ref = useRef<HTMLDialogElement>(null)
  // Before showModal() below, so the trap remembers the opener (the focused element unless given);
  // showModal() places the focus.
  useFocusTrap(ref, open, { opener, initialFocus: () => false })
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}
