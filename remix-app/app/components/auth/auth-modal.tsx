import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation } from '@remix-run/react'
import type { SignupRole } from '@gruha/shared'
import type { AuthTarget } from './auth-panel'
import type * as AuthPanelModule from './auth-panel'
import { loginHref, type AuthMode } from './auth-types'
import { useTranslation } from '~/i18n'
import { useModalDialog } from '../use-modal-dialog'
import { useFocusAfterRender } from '../use-focus-after-render'

/**
 * The panel's forms (and zod, which validates them) are a chunk of their own, so they never compete
 * with a page's first paint on a slow phone (docs/decisions/0009-phone-first-load.md). Once the page
 * is idle its files are preloaded, which compiles them without running them; they run when the
 * visitor points at, focuses or opens a sign-in link.
 */
let panelChunk: Promise<typeof AuthPanelModule> | null = null
const loadAuthPanel = () => (panelChunk ??= import('./auth-panel'))
const AuthPanel = lazy(() => loadAuthPanel().then((m) => ({ default: m.AuthPanel })))

/** The module behind `loadAuthPanel`, as Vite's manifest names it (routes/resources.auth-panel-files.ts looks up its files). */
export const AUTH_PANEL_SOURCE = 'app/components/auth/auth-panel.tsx'

/** Where the page asks for the panel's built files (routes/resources.auth-panel-files.ts). */
const PANEL_FILES_URL = '/resources/auth-panel-files'

/** After the page has loaded and gone idle, so the dialog opens at once when asked. */
function usePreloadWhenIdle(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const preload = async () => {
      const answer = await fetch(PANEL_FILES_URL).catch(() => null)
      // No list (offline, a deploy under way): the panel is fetched when it is first opened instead.
      const urls: unknown = answer?.ok ? await answer.json().catch(() => null) : null
      if (!Array.isArray(urls)) return
      // The browser hides nonces from attributes, not from the property; CSP wants it on each link.
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
      for (const href of urls) {
        if (typeof href !== 'string' || document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue
        const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, nonce })
        document.head.append(link)
      }
    }
    const run = () => void preload()
    const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 0))
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => window.removeEventListener('load', whenIdle)
  }, [enabled])
}

/** `opener` gets the focus back when the dialog closes (the focused element when omitted). */
type AuthModalApi = { open: (target: AuthTarget, opener?: HTMLElement | null) => void }

const AuthModalContext = createContext<AuthModalApi | null>(null)

/**
 * Mounts the sign-in / sign-up dialog once for every page. Anything inside can open it with
 * <AuthLink>, which without JavaScript is a plain link to /login.
 */
/** `prefetch`: whether to preload the panel's files once the page is idle. */
export function AuthModalProvider({ children, prefetch }: { children: ReactNode; prefetch: boolean }) {
  const [target, setTarget] = useState<AuthTarget | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const api = useMemo<AuthModalApi>(
    () => ({
      open: (next, from) => {
        opener.current = from ?? (document.activeElement as HTMLElement | null)
        setTarget(next)
      },
    }),
    [],
  )
  const close = useCallback(() => setTarget(null), [])
  usePreloadWhenIdle(prefetch)
  return (
    <AuthModalContext.Provider value={api}>
      {children}
      <AuthDialog target={target} opener={opener} onSwitch={setTarget} onClose={close} />
    </AuthModalContext.Provider>
  )
}

type AuthDialogProps = {
  target: AuthTarget | null
  opener: React.RefObject<HTMLElement | null>
  onSwitch: (t: AuthTarget) => void
  onClose: () => void
}

function AuthDialog({ target, opener, onSwitch, onClose }: AuthDialogProps) {
  const { t } = useTranslation('account')
  // Tab wraps round inside; on closing the focus goes back to the opener.
  const ref = useModalDialog(target !== null, opener.current)
  const location = useLocation()
  const openedAt = useRef<string | null>(null)
  // Switching between sign-in and sign-up replaces the link that was pressed: the new form's first
  // field takes the focus. (A role tab stays where it is and keeps it.)
  const focusAfterRender = useFocusAfterRender(ref)
  const switchTo = (next: AuthTarget) => {
    if (target && next.mode !== target.mode) focusAfterRender('form input:not([type="hidden"])')
    onSwitch(next)
  }
  // Leaving the page it was opened on (e.g. 'Forgot password?') closes the dialog.
  useEffect(() => {
    if (!target) {
      openedAt.current = null
      return
    }
    openedAt.current ??= location.key
    if (location.key !== openedAt.current) onClose()
  }, [location.key, target, onClose])

  return (
    <dialog
      ref={ref}
      className="auth-dialog"
      aria-labelledby="auth-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (outside the panel) closes.
        if (event.target === ref.current) ref.current?.close()
      }}
    >
      {target ? (
        <div className="auth-dialog-body">
          <button type="button" className="auth-dialog-close" aria-label={t('auth.close')} onClick={() => ref.current?.close()}>
            ×
          </button>
          <Suspense fallback={<div className="auth-dialog-loading" aria-busy="true" />}>
            <AuthPanel
              {...target}
              titleId="auth-dialog-title"
              currentPath={location.pathname + location.search}
              onSwitch={switchTo}
              onDone={() => ref.current?.close()}
            />
          </Suspense>
        </div>
      ) : null}
    </dialog>
  )
}

type AuthLinkProps = {
  mode?: AuthMode
  role?: SignupRole
  /** Where to continue after signing in (role-tagged menu items). */
  redirectTo?: string
  className?: string
  children: ReactNode
}

/** Opens the dialog; a link to /login?mode=…&role=…&redirectTo=… without JavaScript. */
export function AuthLink({ mode = 'signin', role = 'buyer', redirectTo, className, children }: AuthLinkProps) {
  const modal = useContext(AuthModalContext)
  return (
    <a
      href={loginHref({ mode, role, redirectTo })}
      className={className}
      onPointerEnter={() => void loadAuthPanel()}
      onFocus={() => void loadAuthPanel()}
      onClick={(event) => {
        if (!modal || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        modal.open({ mode, role, redirectTo: redirectTo ?? null }, event.currentTarget)
      }}
    >
      {children}
    </a>
  )
}

/** For pages that open the dialog from their own buttons (e.g. /sell's sign-up). */
export function useAuthModal(): AuthModalApi | null {
  return useContext(AuthModalContext)
}
