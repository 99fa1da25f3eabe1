import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useNavigate, useNavigation, useRouteError } from '@remix-run/react'
import { LABELS, MESSAGES, createTourBookingSchema, formatTime12h, inquirySchema, propertyPath, tourDateOptions } from '@gruha/shared'
import { getPropertyPage } from '@gruha/cms/services/properties/get-property-page'
import { sendEnquiry } from '@gruha/cms/services/enquiries/send-enquiry'
import { bookTour } from '@gruha/cms/services/tours/book-tour'
import { savedPropertyIds } from '@gruha/cms/services/saved/saved-property-ids'
import { getUser } from '~/utils/auth.server'
import { getFixedT, getLocale } from '~/i18n/i18n.server'
import { metaT, useMessage } from '~/i18n'
import { useTranslation } from 'react-i18next'
import { getPayloadClient } from '~/utils/payload.server'
import { env } from '~/utils/env.server'
import { fieldErrorsOf } from '~/components/forms'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { toPropertyView } from '~/components/property/property-view'
import { PropertyDetail } from '~/components/property/property-detail'
import { formatTourDate } from '~/components/property/tour-date'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import savedStyles from '~/components/saved/saved.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: savedStyles },
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
  return { user, found }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, found } = await loadPage(request, params.slug)
  const view = toPropertyView(found.property, { t: await getFixedT(request, ['property', 'messages']), locale: getLocale(request) }, [
    new URL(env().CMS_URL).origin,
    new URL(env().SITE_URL).origin,
  ])
  const saved = await savedPropertyIds(await getPayloadClient(), user, [view.id])
  return {
    saved: saved.has(view.id),
    view,
    owner: found.owner,
    canonical: `${env().SITE_URL}${propertyPath({ id: view.id, title: view.title, slug: view.slug })}`,
    signedIn: Boolean(user),
    prefill: {
      name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
      email: user?.email ?? '',
      phone: typeof user?.phone_number === 'string' ? user.phone_number : '',
    },
    tourDates: tourDateOptions(),
  }
}

const formValues = (form: FormData) => Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as Record<string, string>

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData()
  const values = formValues(form)
  const intent = values.intent === 'tour' ? 'tour' : 'enquiry'
  const user = await getUser(request)
  if (!user) {
    const message = intent === 'tour' ? MESSAGES.tour.signInRequired : LABELS.property.signInToSendEnquiry
    return data({ intent, ok: false, message, values }, { status: 401 })
  }
  // The listing must be one this user may see; its id comes from the page, not the form.
  const { found } = await loadPage(request, params.slug)
  const payload = await getPayloadClient()
  const propertyUrl = `${env().SITE_URL}${propertyPath({ id: found.property.id, title: found.property.title, slug: found.property.slug })}`
  const input = { ...values, property: String(found.property.id) }

  if (intent === 'enquiry') {
    const parsed = inquirySchema.safeParse(input)
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error)
      return data(
        { intent, ok: false, message: Object.values(fieldErrors)[0] ?? MESSAGES.inquiry.failed, fieldErrors, values },
        { status: 400 },
      )
    }
    const result = await sendEnquiry({ payload, user, input: parsed.data, propertyUrl })
    return result.ok
      ? data({ intent, ok: true, message: MESSAGES.inquiry.success })
      : data({ intent, ok: false, message: result.message, values }, { status: result.status })
  }

  const parsed = createTourBookingSchema().safeParse(input)
  if (!parsed.success) {
    return data({ intent, ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.tour.failed, values }, { status: 400 })
  }
  const result = await bookTour({ payload, user, input: parsed.data, propertyUrl })
  return result.ok
    ? data({
        intent,
        ok: true,
        message: (await getFixedT(request, 'property'))('tour.success', {
          date: formatTourDate(result.date, getLocale(request)),
          time: formatTime12h(parsed.data.booking_time),
        }),
      })
    : data({ intent, ok: false, message: result.message, values }, { status: result.status })
}

export default function PropertyPage() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <PropertyDetail
      {...loaderData}
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
