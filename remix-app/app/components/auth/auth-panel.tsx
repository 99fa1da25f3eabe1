import { SIGNUP_ROLES, type SignupRole } from '@gruha/shared'
import { ROLE_LABELS, loginHref, type AuthActionData, type AuthMode } from './auth-types'
import { SignInForm, type DemoShortcuts } from './sign-in-form'
import { SignUpForm } from './sign-up-form'
import { useTranslation } from '~/i18n'
import { ACCOUNT } from '~/i18n/namespaces/account'
// The forms' rules: with this module's chunk, so pages that never show a form do not carry them (ADR 17).
import '~/styles/auth.css'

export type AuthTarget = { mode: AuthMode; role: SignupRole; redirectTo: string | null }

type Props = AuthTarget & {
  titleId: string
  /** Where the modal opened (buyers stay there after sign-in); empty on /login. */
  currentPath: string
  pageData?: AuthActionData
  /** In the modal: switch mode or role in place. On /login the links reload the page instead. */
  onSwitch?: (next: AuthTarget) => void
  onDone?: () => void
  showAdminLink?: boolean
  /** /login in demo mode: the demo accounts' shortcuts. */
  demo?: DemoShortcuts | null
}

/**
 * Sign-in and sign-up with the role tabs (spec 000, "Auth modal"): 'Sign In as X' or 'Join as X'.
 * Every switch is a real link to /login, so it works without JavaScript.
 */
export function AuthPanel({ mode, role, redirectTo, titleId, currentPath, pageData, onSwitch, onDone, showAdminLink, demo }: Props) {
  const { t } = useTranslation(ACCOUNT)
  const roleLabel = (r: SignupRole) => t(`roles.${r}`, { defaultValue: ROLE_LABELS[r] })
  const target = (next: Partial<AuthTarget>): AuthTarget => ({ mode, role, redirectTo, ...next })
  const switchLink = (next: Partial<AuthTarget>) => ({
    href: loginHref(target(next)),
    onClick: (event: React.MouseEvent) => {
      if (!onSwitch) return
      event.preventDefault()
      onSwitch(target(next))
    },
  })
  const idPrefix = `${titleId}-${mode}-${role}`

  return (
    <div className="auth-panel">
      <h2 id={titleId}>{t(mode === 'signin' ? 'auth.signInAs' : 'auth.joinAs', { role: roleLabel(role) })}</h2>
      <nav className="tabs" aria-label={t('auth.accountType')}>
        {SIGNUP_ROLES.map((r) => (
          <a key={r} {...switchLink({ role: r })} aria-current={r === role ? 'page' : undefined}>
            {roleLabel(r)}
          </a>
        ))}
      </nav>
      {mode === 'signin' ? (
        <>
          <SignInForm
            key={idPrefix}
            idPrefix={idPrefix}
            action={loginHref(target({}))}
            redirectTo={redirectTo}
            currentPath={currentPath}
            pageData={pageData}
            showAdminLink={showAdminLink}
            demo={demo}
            onDone={onDone}
          />
          <p>
            {t('auth.newToGruha')} <a {...switchLink({ mode: 'signup' })}>{t('auth.createAccount')}</a>
          </p>
        </>
      ) : (
        <>
          <SignUpForm
            key={idPrefix}
            idPrefix={idPrefix}
            action={loginHref(target({}))}
            role={role}
            pageData={pageData}
            signInHref={loginHref(target({ mode: 'signin' }))}
            onSignIn={onSwitch ? () => onSwitch(target({ mode: 'signin' })) : undefined}
            onDone={onDone}
          />
          <p>
            {t('auth.haveAccount')} <a {...switchLink({ mode: 'signin' })}>{t('auth.signInLink')}</a>
          </p>
        </>
      )}
    </div>
  )
}
