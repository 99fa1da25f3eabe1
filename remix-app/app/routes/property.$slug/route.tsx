import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useNavigate, useNavigation, useRouteError } from '@remix-run/react'
import { LABELS, MESSAGES, createTourBookingSchema, formatTime12h, inquirySchema, propertyPath, tourDateOptions } from '@gruha/shared'
import { getPropertyPage } from '@gruha/cms/services/properties'
import { sendEnquiry } from '@gruha/cms/services/enquiries'
import { bookTour } from '@gruha/cms/services/tours'
import { savedPropertyIds } from '@gruha/cms/services/saved'
import { getListingTrust } from '@gruha/cms/services/trust'
import { readTrustSettings } from '@gruha/cms/services/trust'
import { getPriceInsight } from '@gruha/cms/services/insight'
import { PriceInsightPanel } from '~/components/property/price-insight'
import { emiFromUrl } from '~/components/property/emi-calculator'
import { getUser } from '~/utils/auth.server'
import { getFixedT, getLocale } from '~/i18n/i18n.server'
import { useTranslation } from 'react-i18next'
import { metaT, useMessage } from '~/i18n'
import { appErrorData } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { env } from '~/utils/env.server'
import { fieldErrorLists, parseForm } from '~/forms'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { toPropertyView } from '~/components/property/property-view'
import { PropertyDetail } from '~/components/property/property-detail'
import { formatTourDate } from '~/components/property/tour-date'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import savedStyles from '~/components/saved/saved.css?url'
import reraStyles from '~/components/trust/rera.css?url'
import reportStyles from '~/components/report/report.css?url'
import insightStyles from '~/components/property/insight.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: savedStyles },
  { rel: 'stylesheet', href: reraStyles },
  { rel: 'stylesheet', href: reportStyles },
  { rel: 'stylesheet', href: insightStyles },
]

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  const t = metaT(matches, ['property', 'messages'])
  if (!d) return [{ title: `${t(MESSAGES.propertyDetail.notFound, { ns: 'messages' })} · Gruha` }, { name: 'robots', content: 'noindex' }]
  const { view, canonical } = d
  const where = [view.city, view.state].filter(Boolean).join(', ')
  const description = t(view.listingType === 'RENT' ? 'meta.rentDescription' : 'meta.saleDescription', {
    type: view.typeLabel,
    where,
    price: view.priceLabel,
    description: view.description,
  }).slice(0, 160)
  return [
    { title: `${view.title} · ${view.priceLabel} · ${view.city} · Gruha` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: view.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(view.photos[0] ? [{ property: 'og:image', content: view.photos[0].url }] : []),
  ]
}

async function loadPage(request: Request, slug: string | undefined) {
  const user = await getUser(request)
  const found = slug ? await getPropertyPage({ payload: await getPayloadClient(), user, slugOrId: slug }) : null
  if (!found) throw data({ message: MESSAGES.propertyDetail.notFound }, { status: 404 })
  // A listing's earlier slug (it was renamed) moves to its current address for good.
  if (found.redirectTo) throw redirect(found.redirectTo, 301)
  return { user, found }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, found } = await loadPage(request, params.slug)
  const view = toPropertyView(found.property, { t: await getFixedT(request, ['property', 'messages']), locale: getLocale(request) }, [
    new URL(env().CMS_URL).origin,
    new URL(env().SITE_URL).origin,
  ])
  const payload = await getPayloadClient()
  const [saved, trust, settings, insight] = await Promise.all([
    savedPropertyIds(payload, user, [view.id]),
    getListingTrust({ payload, property: found.property }),
    readTrustSettings(payload),
    getPriceInsight({ payload, user, input: { property: found.property } }),
  ])
  const emi = insight.listingType === 'SALE' && insight.amount ? emiFromUrl(new URL(request.url), insight.amount) : null
  return data(
    {
      insight,
      emi,
      saved: saved.has(view.id),
      // The spec's Verified badge means at least the owner ID tier (issue 23).
      view: { ...view, verified: trust.verified },
      trust: { ...trust, validMonths: settings.verification_valid_months },
      owner: found.owner,
      canonical: `${env().SITE_URL}${propertyPath({ id: view.id, title: view.title, slug: view.slug })}`,
      signedIn: Boolean(user),
      prefill: {
        name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
        email: user?.email ?? '',
        phone: typeof user?.phone_number === 'string' ? user.phone_number : '',
      },
      tourDates: tourDateOptions(),
    },
    // A calculator value the form sent that makes no sense: 400, the page still shows it as typed.
    { status: emi?.invalid.length ? 400 : 200 },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = form.get('intent') === 'tour' ? 'tour' : 'enquiry'
  const user = await getUser(request)
  if (!user) {
    const message = intent === 'tour' ? MESSAGES.tour.signInRequired : LABELS.property.signInToSendEnquiry
    return data({ intent, ok: false, message }, { status: 401 })
  }
  // The listing must be one this user may see; its id comes from the page, not the form.
  const { found } = await loadPage(request, params.slug)
  const payload = await getPayloadClient()
  const propertyUrl = `${env().SITE_URL}${propertyPath({ id: found.property.id, title: found.property.title, slug: found.property.slug })}`
  form.set('property', String(found.property.id))

  if (intent === 'enquiry') {
    const submission = parseForm(form, inquirySchema)
    if (submission.status !== 'success') {
      const message = Object.values(submission.error ?? {}).flat()[0] ?? MESSAGES.inquiry.failed
      return data({ intent, ok: false, message, result: submission.reply() }, { status: 400 })
    }
    try {
      await sendEnquiry({ payload, user, input: submission.value, propertyUrl })
    } catch (error) {
      return appErrorData(error, (e) => ({
        intent,
        ok: false,
        message: e.message,
        result: submission.reply({ fieldErrors: fieldErrorLists(e.fieldErrors) }),
      }))
    }
    return data({ intent, ok: true, message: MESSAGES.inquiry.success, result: submission.reply({ resetForm: true }) })
  }

  const submission = parseForm(form, createTourBookingSchema())
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? MESSAGES.tour.failed
    return data({ intent, ok: false, message, result: submission.reply() }, { status: 400 })
  }
  let booked
  try {
    booked = await bookTour({ payload, user, input: submission.value, propertyUrl })
  } catch (error) {
    return appErrorData(error, (e) => ({
      intent,
      ok: false,
      message: e.message,
      result: submission.reply({ formErrors: [e.message], fieldErrors: fieldErrorLists(e.fieldErrors) }),
    }))
  }
  return data({
    intent,
    ok: true,
    message: (await getFixedT(request, 'property'))('tour.success', {
      date: formatTourDate(booked.date, getLocale(request)),
      time: formatTime12h(submission.value.booking_time),
    }),
    result: submission.reply({ resetForm: true }),
  })
}

export default function PropertyPage() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const { insight, emi, ...detail } = loaderData
  return (
    <PropertyDetail
      {...detail}
      insight={<PriceInsightPanel insight={insight} emi={emi} />}
      enquiryResult={actionData?.intent === 'enquiry' ? actionData : null}
      tourResult={actionData?.intent === 'tour' ? actionData : null}
      busy={busy}
    />
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const navigate = useNavigate()
  const { t } = useTranslation('property')
  const msg = useMessage()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="page narrow">
        <h1>{msg(MESSAGES.propertyDetail.notFound)}</h1>
        <p className="muted">{t('detail.gone')}</p>
        <p>
          <Link className="button" to="/">
            {msg(LABELS.property.backToHome)}
          </Link>{' '}
          <button type="button" className="button secondary" onClick={() => navigate('/buy')}>
            {msg(LABELS.home.browseProperties)}
          </button>
        </p>
      </main>
    )
  }
  return <GeneralErrorBoundary />
}
