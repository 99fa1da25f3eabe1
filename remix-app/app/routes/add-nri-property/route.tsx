import { type LinksFunction, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { metaT } from '~/i18n'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'
import { loadActiveLocations } from '~/components/search/locations.server'
import { requireRole } from '~/utils/permissions.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { requestNriManagement } from './nri-request.server'
import { NriRequestForm } from './nri-request-form'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('nri.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, OWNER_ROLES)
  return { locations: await loadActiveLocations() }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return requestNriManagement(request, user)
}

export default function AddNriProperty() {
  const answer = useActionData<typeof action>()
  const { locations } = useLoaderData<typeof loader>()
  return <NriRequestForm locations={locations} answer={answer} />
}

export const ErrorBoundary = GeneralErrorBoundary
