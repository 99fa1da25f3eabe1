import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { MESSAGES } from '@gruha/shared'
import { destroySignIn } from '~/utils/auth.server'
import { setToast } from '~/utils/toast.server'

export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers()
  headers.append('Set-Cookie', await destroySignIn(request))
  headers.append('Set-Cookie', await setToast(request, { kind: 'success', message: MESSAGES.auth.signedOut }))
  return redirect('/', { headers })
}

export const loader = () => redirect('/')
