import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation } from '@remix-run/react'
import type { SignupRole } from '@gruha/shared'
import { AuthPanel, type AuthTarget } from './auth-panel'
import { loginHref, type AuthMode } from './auth-types'
import { useTranslation } from 'react-i18next'

type AuthModalApi = { open: (target: AuthTarget) => void }

const AuthModalContext = createContext<AuthModalApi | null>(null)

/**
 * Mounts the sign-in / sign-up dialog once for every page. Anything inside can open it with
 * <AuthLink>, which without JavaScript is a plain link to /login.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<AuthTarget | null>(null)
  const api = useMemo<AuthModalApi>(() => ({ open: setTarget }), [])
  const close = useCallback(() => setTarget(null), [])
  return (
    <AuthModalContext.Provider value={api}>
      {children}
      <AuthDialog target={target} onSwitch={setTarget} onClose={close} />
    </AuthModalContext.Provider>
  )
}

function AuthDialog({ target, onSwitch, onClose }: { target: AuthTarget | null; onSwitch: (t: AuthTarget) => void; onClose: () => void }) {
  const { t } = useTranslation('account')
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const location = useLocation()
  const openedAt = useRef(location.key)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (target && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null
      openedAt.current = location.key
      dialog.showModal()
    } else if (!target && dialog.open) {
      dialog.close()
    }
  }, [target, location.key])

  // Leaving the page (e.g. 'Forgot password?') closes the dialog.
  useEffect(() => {
    if (target && location.key !== openedAt.current) onClose()
  }, [location.key, target, onClose])

  return (
    <dialog
      ref={ref}
      className="auth-dialog"
      aria-labelledby="auth-dialog-title"
      onClose={() => {
        onClose()
        // Back to whatever opened it.
        opener.current?.focus()
      }}
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
          <AuthPanel
            {...target}
            titleId="auth-dialog-title"
            currentPath={location.pathname + location.search}
            onSwitch={onSwitch}
            onDone={() => ref.current?.close()}
          />
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
      onClick={(event) => {
        if (!modal || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        modal.open({ mode, role, redirectTo: redirectTo ?? null })
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
