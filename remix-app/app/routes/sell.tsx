import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData, useSearchParams } from '@remix-run/react'
import { useCallback, useEffect, useState } from 'react'
import { MESSAGES, sellerApplicationSchema } from '@gruha/shared'
import { SELLER_DOCUMENT_FIELDS, submitSellerApplication, type SellerDocumentField } from '@gruha/cms/services/seller-applications'
import { getUser, requireUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { appErrorData } from '~/utils/app-error.server'
import { fieldErrorLists, parseForm } from '~/forms'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { SellLanding } from '~/components/sell/sell-landing'
import { SellSubmitted } from '~/components/sell/sell-submitted'
import { SellerVerificationForm, type SellActionData } from '~/components/sell/seller-verification-form'
import sellStyles from '~/components/sell/sell.css?url'
import { metaT } from '~/i18n'
import { PROPERTY } from '~/i18n/namespaces/property'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: sellStyles }]

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, PROPERTY)('sell.metaTitle') },
  { name: 'description', content: metaT(matches, PROPERTY)('sell.metaDescription') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  return { signedIn: Boolean(user) }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await request.formData()
  const submission = parseForm(form, sellerApplicationSchema)
  if (submission.status !== 'success') return data<SellActionData>({ ok: false, result: submission.reply() }, 400)
  const documents: Partial<Record<SellerDocumentField, number>> = {}
  for (const key of SELLER_DOCUMENT_FIELDS) {
    const raw = form.get(`doc_${key}`)
    if (typeof raw === 'string' && /^\d+$/.test(raw)) documents[key] = Number(raw)
  }
  try {
    await submitSellerApplication({ payload: await getPayloadClient(), user, input: { application: submission.value, documents } })
  } catch (error) {
    return appErrorData(error, (e): SellActionData => ({
      ok: false,
      result: submission.reply({ formErrors: [e.message], fieldErrors: fieldErrorLists(e.fieldErrors) }),
    }))
  }
  return data<SellActionData>({ ok: true, message: MESSAGES.seller.submitted })
}

type Step = 'landing' | 'verify' | 'submitted'

export default function Sell() {
  const { signedIn } = useLoaderData<typeof loader>()
  const [params, setParams] = useSearchParams()
  const [submitted, setSubmitted] = useState(false)
  const step: Step = submitted ? 'submitted' : signedIn && params.get('step') === 'verify' ? 'verify' : 'landing'
  // The page starts at the top on every step (spec 000).
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup.
    window.scrollTo(0, 0)
  }, [step])
  const start = useCallback(() => setParams({ step: 'verify' }), [setParams])
  const back = useCallback(() => setParams({}), [setParams])
  const done = useCallback(() => setSubmitted(true), [])

  return (
    <main className="page sell-page">
      {step === 'landing' ? <SellLanding signedIn={signedIn} onStart={start} /> : null}
      {step === 'verify' ? <SellerVerificationForm onBack={back} onSubmitted={done} /> : null}
      {step === 'submitted' ? <SellSubmitted /> : null}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
