import type { LinksFunction, ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { metaT, useTranslation } from '~/i18n'
import { Link, useLoaderData } from '@remix-run/react'
import { loadActiveLocations } from '~/components/search/locations.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { PropertyEditor } from '~/components/my-property/property-editor'
import { OWNER_ROLES, savePropertyForm } from '~/components/my-property/property-form.server'
import { emptyInitial } from '~/components/my-property/property-values'
import { requireRole } from '~/utils/permissions.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('addProperty.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, OWNER_ROLES)
  return { locations: await loadActiveLocations() }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return savePropertyForm(request, user)
}

export default function AddProperty() {
  const { t } = useTranslation(MEMBER)
  const { locations } = useLoaderData<typeof loader>()
  return (
    <main className="page">
      <p>
        <Link to="/my-properties">← {t('myProperties.title')}</Link>
      </p>
      <h1>{t('addProperty.title')}</h1>
      <PropertyEditor initial={emptyInitial()} submitLabel={t('addProperty.submit')} locations={locations} />
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
