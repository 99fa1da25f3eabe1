import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { useHydrated } from '~/components/auth/use-hydrated'
import { useFocusTrap } from '~/components/focus-trap'

export type ModalPanel = {
  open: boolean
  /** Opens, or closes and gives focus back to the button that opened it. */
  toggle: () => void
  /** Closes; `returnFocus` puts focus back on the button (Escape, the close button). */
  close: (returnFocus?: boolean) => void
  button: RefObject<HTMLElement | null>
  panel: RefObject<HTMLElement | null>
}

/**
 * A panel opened by a button (the phone menu, the filter sheet), drawn over the page: while open,
 * Tab and Shift+Tab stay within the panel (which has its own close button), Escape closes it and focus returns to the button, and the page
 * behind does not scroll. `id` is the panel's element id; `closeOn` closes it whenever that value
 * changes (e.g. the location).
 */
export function useModalPanel(id: string, closeOn?: unknown): ModalPanel {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLElement | null>(null)
  const panel = useRef<HTMLElement | null>(null)
  const close = useCallback((returnFocus = false) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }, [])
  const toggle = useCallback(() => setOpen((o) => !o), [])

  // Only a change closes it: a panel opened before hydration stays open when the effect first runs.
  const lastCloseOn = useRef(closeOn)
  useEffect(() => {
    if (Object.is(lastCloseOn.current, closeOn)) return
    lastCloseOn.current = closeOn
    setOpen(false)
  }, [closeOn])

  // Opened through its link before the page hydrated, CSS shows it for the URL's #id (:target).
  // React takes it over, open, and the #id leaves the URL (the panel now ignores :target).
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    setOpen(true)
  }, [id])

  // Opened from its button: Tab stays inside, Escape closes, and the focus goes back to the button.
  useFocusTrap(panel, open, { opener: button.current, onEscape: () => close(true) })
  useEffect(() => {
    if (!open) return
    document.body.classList.add('panel-open')
    return () => document.body.classList.remove('panel-open')
  }, [open])

  return { open, toggle, close, button, panel }
}

/**
 * The button that opens a panel. Before the page has hydrated (or without JavaScript) it is a link
 * to the panel's id, which CSS shows through `:target`; afterwards a real button with
 * aria-expanded and aria-controls.
 */
export function PanelToggle({
  state,
  controls,
  className,
  children,
}: {
  state: ModalPanel
  controls: string
  className?: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  if (!hydrated)
    return (
      <a href={`#${controls}`} className={className} aria-controls={controls}>
        {children}
      </a>
    )
  return (
    <button
      type="button"
      ref={(el) => {
        state.button.current = el
      }}
      className={className}
      aria-expanded={state.open}
      aria-controls={controls}
      onClick={state.toggle}
    >
      {children}
    </button>
  )
}

/** The panel's close control: a link back to `fallback` without JavaScript, a button with it. */
export function PanelClose({ state, fallback, label }: { state: ModalPanel; fallback: string; label: string }) {
  const hydrated = useHydrated()
  return hydrated ? (
    <button type="button" className="panel-close" onClick={() => state.close(true)}>
      <span aria-hidden="true">×</span> {label}
    </button>
  ) : (
    <a href={fallback} className="panel-close">
      <span aria-hidden="true">×</span> {label}
    </a>
  )
}

/**
 * The panel itself: inline where the page has room (CSS), and on phones a modal dialog over the
 * page while open (or, without JavaScript and before hydration, while the URL targets its id).
 */
export function Panel({
  state,
  id,
  className,
  label,
  onClick,
  children,
}: {
  state: ModalPanel
  id: string
  className: string
  label: string
  onClick?: (event: MouseEvent<HTMLDivElement>) => void
  children: ReactNode
}) {
  // Once hydrated the panel is React's: `.open`, not the URL's #id (:target), shows it.
  const hydrated = useHydrated()
  return (
    <div
      id={id}
      className={`${className}${hydrated ? ' hydrated' : ''}${state.open ? ' open' : ''}`}
      role={state.open ? 'dialog' : undefined}
      aria-modal={state.open ? true : undefined}
      aria-label={state.open ? label : undefined}
      ref={(el) => {
        state.panel.current = el
      }}
      onClick={onClick}
    >
      {children}
    </div>
  )
}
