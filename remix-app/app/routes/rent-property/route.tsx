import { type LinksFunction, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { metaT } from '~/i18n'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'
import { requireRole } from '~/utils/permissions.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { listForRent, rentableProperties } from './rent-listing.server'
import { RentWizard } from './rent-wizard'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('rentWizard.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return { properties: await rentableProperties(user) }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return listForRent(request, user)
}

export default function RentProperty() {
  const { properties } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return <RentWizard properties={properties} answer={answer} />
}

export const ErrorBoundary = GeneralErrorBoundary
