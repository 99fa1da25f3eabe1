import { data, redirect, redirectDocument, type ActionFunctionArgs } from '@remix-run/node'
import { MAX_UPLOAD_BYTES, MESSAGES, loginPageSchema, loginSchema, signupSchema } from '@gruha/shared'
import { signUp } from '@gruha/cms/services/accounts'
import { clear as clearLimit, consume as consumeLimit } from '@gruha/cms/services/rate-limit'
import { isAppError } from '@gruha/cms/errors'
import { authenticator, commitSignIn, isModalSignIn } from '~/utils/auth.server'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { homeForRole, safeRedirect } from '~/utils/permissions.server'
import { clientIp, isLimited, limitRequest } from '~/utils/rate-limit.server'
import { setToast } from '~/utils/toast.server'
import { fieldErrorLists, parseForm, type SubmissionResult } from '~/forms'
import { STEP_1_FIELDS, type AuthActionData } from '~/components/auth/auth-types'
import { getLocale } from '~/i18n/i18n.server'

/** Room for a 5 MB ID proof plus two optional proofs and the text fields. */
const MAX_SIGNUP_BODY = 3 * MAX_UPLOAD_BYTES + 64 * 1024

/** Sign-up (`intent=signup`) or sign-in, from the page or the sign-in dialog; a body too large for sign-up's files is 413. */
export async function signInOrSignUp(request: Request, context: ActionFunctionArgs['context']) {
  const length = Number(request.headers.get('Content-Length') ?? 0)
  if (length > MAX_SIGNUP_BODY) {
    // The body is never read, so there is nothing typed to give back.
    const result: SubmissionResult = {
      status: 'error',
      error: { '': [MESSAGES.upload.tooLarge], id_proof: [MESSAGES.upload.tooLarge] },
    }
    return data<AuthActionData>({ intent: 'signup', ok: false, result, step: 2 }, 413)
  }
  const form = await request.clone().formData()
  return form.get('intent') === 'signup' ? signUpAction(request, form, context) : signInAction(request, form, context)
}

async function signUpAction(request: Request, form: FormData, context: ActionFunctionArgs['context']) {
  const submission = parseForm(form, signupSchema)
  /** The answer gives back what was typed (files are never sent back), never the passwords, on the step it concerns. */
  const refusal = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}): AuthActionData => {
    const result = submission.reply({ ...options, hideFields: ['password', 'confirmPassword'] })
    const named = Object.keys(result.error ?? {})
    // 'Already exists' names the e-mail, so the form goes back to step 1.
    return { intent: 'signup', ok: false, result, step: STEP_1_FIELDS.some((f) => named.includes(f)) ? 1 : 2 }
  }

  const typedEmail = form.get('email')
  const limited = await limitRequest('signUp', context, typeof typedEmail === 'string' ? typedEmail.trim().toLowerCase() : undefined)
  if (limited) {
    return data<AuthActionData>(refusal({ formErrors: [limited.message] }), { status: 429, headers: limited.headers })
  }

  if (submission.status !== 'success') return data(refusal(), 400)
  try {
    await signUp({ payload: await getPayloadClient(), input: submission.value, locale: getLocale(request) })
  } catch (error) {
    return appErrorData(error, (e) => refusal({ formErrors: [e.message], fieldErrors: fieldErrorLists(e.fieldErrors) }))
  }
  return data<AuthActionData>({ intent: 'signup', ok: true, message: MESSAGES.signup.accountCreated, email: submission.value.email })
}

async function signInAction(request: Request, form: FormData, context: ActionFunctionArgs['context']) {
  const email = typeof form.get('email') === 'string' ? String(form.get('email')).trim().toLowerCase() : ''
  // The modal's rule, or the page's (a password of at least 6 characters): the schema its form checks with.
  const submission = parseForm(form, isModalSignIn(form) ? loginSchema : loginPageSchema)
  // The answer gives back what was typed, never the password.
  const refusal = (message: string): AuthActionData => ({
    intent: 'signin',
    ok: false,
    result: submission.reply({ formErrors: [message], hideFields: ['password'] }),
  })

  // Only failed attempts count, so people who sign in often are never slowed down.
  const limited = await isLimited('signIn', context, email || null)
  if (limited) return data<AuthActionData>(refusal(limited.message), { status: 429, headers: limited.headers })
  if (submission.status !== 'success') {
    return data<AuthActionData>({ intent: 'signin', ok: false, result: submission.reply({ hideFields: ['password'] }) }, 400)
  }

  let signedIn: Awaited<ReturnType<typeof authenticator.authenticate>>
  try {
    signedIn = await authenticator.authenticate('form', request)
  } catch (error) {
    // A wrong password, an unknown e-mail, a blocked or a locked account counts as a failure (401, 429).
    if (isAppError(error) && (error.code === 'UNAUTHENTICATED' || error.code === 'LIMIT_REACHED')) {
      await consumeLimit('signIn', { ip: clientIp(context), account: email || null })
    }
    return appErrorData(error, (e): AuthActionData => refusal(e.message))
  }
  await clearLimit('signIn', { account: email })

  const { token, user } = signedIn
  // A role-tagged menu item continues to its route; otherwise admin, agent and seller go to
  // their home, and a buyer who signed in from the modal stays on the page.
  const explicit = safeRedirect(form.get('redirectTo'), '')
  const stay = user.role === 'buyer' ? safeRedirect(form.get('currentPath'), '') : ''
  const target = explicit || stay || homeForRole(user.role)
  // The console lives outside Remix's router, so a console target needs a full page load.
  const fullReload = target === '/admin' || target.startsWith('/admin/')

  const headers = new Headers()
  headers.append('Set-Cookie', await commitSignIn(request, token))
  headers.append('Set-Cookie', await setToast(request, { kind: 'success', message: MESSAGES.auth.welcomeBack }))
  if (form.get('js') !== '1') {
    // No JavaScript to show the success panel: go straight on.
    return fullReload ? redirectDocument(target, { headers }) : redirect(target, { headers })
  }
  return data<AuthActionData>(
    { intent: 'signin', ok: true, message: MESSAGES.auth.welcomeBack, redirectTo: target, fullReload },
    { headers },
  )
}
