import { useEffect, useRef } from 'react'

/**
 * Opens a native <dialog> as a modal while `open` is true: the page behind is inert (focus stays
 * inside), Escape closes it, and on closing the focus goes back to what opened it.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])
  // Runs on close and on unmount alike, so a dialog removed from the page also hands focus back.
  useEffect(() => {
    if (!open) return
    return () => {
      const target = opener.current
      opener.current = null
      if (target?.isConnected) requestAnimationFrame(() => target.focus())
    }
  }, [open])
  return ref
}
