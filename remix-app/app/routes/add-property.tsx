import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { PropertyEditor } from '~/components/my-property/property-editor'
import { OWNER_ROLES, savePropertyForm } from '~/components/my-property/property-form.server'
import { emptyInitial } from '~/components/my-property/property-values'
import { requireRole } from '~/utils/permissions.server'

export const meta: MetaFunction = () => [{ title: 'Add Property · Gruha' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, OWNER_ROLES)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return savePropertyForm(request, user)
}

export default function AddProperty() {
  return (
    <main className="page">
      <p>
        <Link to="/my-properties">← My Properties</Link>
      </p>
      <h1>Add Property</h1>
      <PropertyEditor initial={emptyInitial()} submitLabel="Add Property" />
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
