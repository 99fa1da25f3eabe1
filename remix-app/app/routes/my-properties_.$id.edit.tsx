import type { LinksFunction, ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { Link, useLoaderData } from '@remix-run/react'
import { parseRecordId } from '@gruha/shared'
import { loadActiveLocations } from '~/components/search/locations.server'
import { myPropertiesWhere } from '@gruha/cms/services/my-properties/list-my-properties'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { PropertyEditor } from '~/components/my-property/property-editor'
import { OWNER_ROLES, savePropertyForm } from '~/components/my-property/property-form.server'
import { initialFromProperty } from '~/components/my-property/property-values'
import { getPayloadClient } from '~/utils/payload.server'
import { metaT } from '~/i18n'
import { requireRole } from '~/utils/permissions.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'member')('editProperty.metaTitle') }]

const idOf = (raw: string | undefined) => {
  const id = parseRecordId(raw)
  if (id === null) throw new Response('Not found', { status: 404 })
  return id
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  const id = idOf(params.id)
  const payload = await getPayloadClient()
  // Only the caller's own listing (active listings of others are readable, but not editable here).
  const found = await payload.find({
    collection: 'properties',
    where: { and: [{ id: { equals: id } }, myPropertiesWhere(user)] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
    user,
  })
  const doc = found.docs[0]
  if (!doc) throw new Response('Not found', { status: 404 })
  const { owner: _owner, added_by: _addedBy, assigned_agent: _agent, ...editable } = doc
  return { id, title: doc.title, initial: initialFromProperty(editable), locations: await loadActiveLocations(user) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return savePropertyForm(request, user, idOf(params.id))
}

export default function EditProperty() {
  const { initial, title, locations } = useLoaderData<typeof loader>()
  const { t } = useTranslation('member')
  return (
    <main className="page">
      <p>
        <Link to="/my-properties">← {t('myProperties.title')}</Link>
      </p>
      <h1>{t('editProperty.title')}</h1>
      <p className="muted">{title}</p>
      <PropertyEditor initial={initial} submitLabel={t('editProperty.submit')} locations={locations} />
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
