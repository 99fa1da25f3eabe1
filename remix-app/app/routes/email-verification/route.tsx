import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { getUser } from '~/utils/auth.server'
import type { ResendActionData } from '~/components/auth/resend-button'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { retryAfterHeaders } from '~/utils/retry-after'
import { metaT } from '~/i18n'
import { resendCode, verifyCode } from './email-verification.server'
import { VerifyEmail, type VerifyActionData } from './verify-email'
import { ACCOUNT } from '~/i18n/namespaces/account'

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, ACCOUNT)('meta.verifyTitle') }]

/** Public page (spec 000 route table); a signed-in user's own address fills in when none is given. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  const email = new URL(request.url).searchParams.get('email') ?? user?.email ?? ''
  return { email }
}

/** Public: a visitor names the address; Resend (`intent=resend`) or the code form. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  return form.get('intent') === 'resend' ? resendCode(request, form, context) : verifyCode(form, context)
}

export default function EmailVerificationPage() {
  const { email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as VerifyActionData | ResendActionData | undefined
  return <VerifyEmail initialEmail={email} actionData={actionData} />
}

export const headers = retryAfterHeaders

export const ErrorBoundary = GeneralErrorBoundary
