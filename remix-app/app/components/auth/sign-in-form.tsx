import { useEffect } from 'react'
import { Link, useFetcher, useNavigate } from '@remix-run/react'
import { TIMINGS, loginPageSchema, loginSchema } from '@gruha/shared'
import { getFormProps, useSchemaForm } from '~/forms'
import { useMessage, useTranslation } from '~/i18n'
import type { AuthActionData } from './auth-types'
import { TextField } from '../fields'
import { useHydrated } from './use-hydrated'
import { ACCOUNT } from '~/i18n/namespaces/account'

type Props = {
  /** The /login URL of this panel (mode, role, redirectTo), so a page without JavaScript comes back to it. */
  action: string
  /** Where a role-tagged menu item continues after sign-in. */
  redirectTo: string | null
  /** The page the modal opened on (buyers stay there). Empty on /login. */
  currentPath: string
  /** The answer of a page POST without JavaScript. */
  pageData?: AuthActionData
  showAdminLink?: boolean
  idPrefix: string
  /** /login in demo mode: the demo accounts, which fill the form (spec 000/001). */
  demo?: DemoShortcuts | null
  onDone?: () => void
}

export type DemoShortcuts = { accounts: Array<{ role: 'buyer' | 'seller' | 'agent'; email: string }>; password: string }

/** Email and password; a success panel for 1.5 s, then the redirect (spec 000, "Auth modal"). */
export function SignInForm({ action, redirectTo, currentPath, pageData, showAdminLink, idPrefix, demo, onDone }: Props) {
  const fetcher = useFetcher<AuthActionData>()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const raw = fetcher.data ?? pageData
  const data = raw?.intent === 'signin' ? raw : undefined
  const busy = fetcher.state !== 'idle'
  // The standalone /login page (no currentPath) also needs 6 characters, as its action checks.
  const [form, fields] = useSchemaForm({
    id: `${idPrefix}-form`,
    schema: currentPath ? loginSchema : loginPageSchema,
    lastResult: data && !data.ok ? data.result : undefined,
  })
  const typedEmail: unknown = fields.email.initialValue

  useEffect(() => {
    if (!data?.ok) return
    const timer = setTimeout(() => {
      onDone?.()
      if (!data.redirectTo) return
      if (data.fullReload) window.location.assign(data.redirectTo)
      // Signed in on the page it was opened from: the sign-in already reloaded this page's data. Navigating to it
      // again would be a new visit, which closes a menu the member has opened in the meantime.
      else if (data.redirectTo !== window.location.pathname + window.location.search) navigate(data.redirectTo)
    }, TIMINGS.authSuccessClose)
    return () => clearTimeout(timer)
  }, [data, navigate, onDone])

  if (data?.ok) {
    return (
      <div className="auth-success" role="status">
        <p className="form-success">{msg(data.message)}</p>
      </div>
    )
  }

  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
      <input type="hidden" name="currentPath" value={currentPath} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {form.errors?.[0] ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {msg(form.errors[0])}
        </p>
      ) : null}
      <TextField
        idPrefix={idPrefix}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        defaultValue={typeof typedEmail === 'string' ? typedEmail : undefined}
        error={fields.email.errors?.[0]}
      />
      <TextField
        idPrefix={idPrefix}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        error={fields.password.errors?.[0]}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      <p className="auth-links">
        <Link to="/forgot-password" onClick={onDone}>
          {t('auth.forgotPassword')}
        </Link>
        {showAdminLink ? (
          <>
            {' · '}
            <a href="/admin/login">{t('auth.adminLogin')}</a>
          </>
        ) : null}
      </p>
      {demo ? (
        <section className="demo-accounts" aria-labelledby={`${idPrefix}-demo`}>
          <h3 id={`${idPrefix}-demo`}>{t('auth.demoTitle')}</h3>
          <p className="muted">{t('auth.demoPassword', { password: demo.password })}</p>
          <ul>
            {demo.accounts.map((account) => (
              <li key={account.role}>
                <button
                  type="button"
                  onClick={(event) => {
                    const element = event.currentTarget.form
                    const set = (name: string, value: string) => {
                      const input = element?.elements.namedItem(name)
                      if (input instanceof HTMLInputElement) input.value = value
                    }
                    set('email', account.email)
                    set('password', demo.password)
                    // The mistakes shown were about what was typed before.
                    form.update({ name: fields.email.name, validated: false })
                    form.update({ name: fields.password.name, validated: false })
                  }}
                >
                  {t('auth.demoUse', { role: t(`roles.${account.role}`) })}
                </button>{' '}
                <span className="muted">{account.email}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </fetcher.Form>
  )
}
