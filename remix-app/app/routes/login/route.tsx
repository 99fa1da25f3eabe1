import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { redirect } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import { SIGNUP_ROLES, type SignupRole } from '@gruha/shared'
import { demoShortcuts } from '@gruha/cms/services/demo'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { homeForRole } from '~/utils/permissions.server'
import { AuthPanel } from '~/components/auth/auth-panel'
import { loginHref, type AuthActionData } from '~/components/auth/auth-types'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { retryAfterHeaders } from '~/utils/retry-after'
import { metaT } from '~/i18n'
import { signInOrSignUp } from './login.server'
import { ACCOUNT } from '~/i18n/namespaces/account'

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches, ACCOUNT)
  return [{ title: t('meta.loginTitle') }, { name: 'description', content: t('meta.loginDescription') }]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  if (user) throw redirect(homeForRole(user.role))
  // Demo mode only (SEED_DEMO=1): the seeded demo accounts' shortcuts (spec 000/001).
  return { demo: await demoShortcuts(await getPayloadClient()) }
}

/** After signing in here, the success panel shows for 1.5 s before leaving, instead of the loader's redirect. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith('/login') ? false : defaultShouldRevalidate

/** Public: signing in and signing up (login.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return signInOrSignUp(request, context)
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>() as AuthActionData | undefined
  const { demo } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const mode = params.get('mode') === 'signup' ? 'signup' : 'signin'
  const role = (SIGNUP_ROLES as readonly string[]).includes(params.get('role') ?? '') ? (params.get('role') as SignupRole) : 'buyer'
  const redirectTo = params.get('redirectTo')

  return (
    <main className="page narrow">
      <div className="card">
        <AuthPanel
          key={`${mode}-${role}`}
          mode={mode}
          role={role}
          redirectTo={redirectTo}
          titleId="login-title"
          currentPath=""
          pageData={actionData}
          showAdminLink
          demo={demo}
          onSwitch={(next) => navigate(loginHref(next), { replace: true })}
        />
      </div>
    </main>
  )
}

export const headers = retryAfterHeaders

export const ErrorBoundary = GeneralErrorBoundary
