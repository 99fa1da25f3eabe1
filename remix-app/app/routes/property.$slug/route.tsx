import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useNavigate, useNavigation, useRouteError } from '@remix-run/react'
import { LABELS, MESSAGES } from '@gruha/shared'
import { PriceInsightPanel } from '~/components/property/price-insight'
import { getUser } from '~/utils/auth.server'
import { metaT, useMessage, useTranslation } from '~/i18n'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { PropertyDetail } from '~/components/property/property-detail'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import propertyDetailStyles from '~/components/property/property-detail.css?url'
import savedStyles from '~/components/saved/saved.css?url'
import reraStyles from '~/components/trust/rera.css?url'
import reportStyles from '~/components/report/report.css?url'
import insightStyles from '~/components/property/insight.css?url'
import { enquireOrBookTour, loadPropertyPage } from './property-page.server'
import { PROPERTY } from '~/i18n/namespaces/property'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: propertyDetailStyles },
  { rel: 'stylesheet', href: savedStyles },
  { rel: 'stylesheet', href: reraStyles },
  { rel: 'stylesheet', href: reportStyles },
  { rel: 'stylesheet', href: insightStyles },
]

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  const t = metaT(matches, [PROPERTY, 'messages'])
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

/** Public: the listing is read as whoever is asking, signed in or not (404 when they may not see it). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPropertyPage(request, params.slug)
}

/** Send Enquiry and Book a Tour: members only (401 with the spec's message otherwise). */
export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = form.get('intent') === 'tour' ? 'tour' : 'enquiry'
  const user = await getUser(request)
  if (!user) {
    const message = intent === 'tour' ? MESSAGES.tour.signInRequired : LABELS.property.signInToSendEnquiry
    return data({ intent, ok: false, message }, { status: 401 })
  }
  return enquireOrBookTour(request, params.slug, form, intent, user)
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
  const { t } = useTranslation(PROPERTY)
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
