import type { LinksFunction, ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { metaT, useMessage, useTranslation } from '~/i18n'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { DOCUMENT_CATEGORY_LABELS, OWNERSHIP_DOCUMENTS, parseRecordId } from '@gruha/shared'
import { loadActiveLocations } from '~/components/search/locations.server'
import { findMyProperty } from '@gruha/cms/services/my-properties'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { PropertyEditor } from '~/components/my-property/property-editor'
import { OWNER_ROLES, savePropertyForm } from '~/components/my-property/property-form.server'
import { initialFromProperty } from '~/components/my-property/property-values'
import { throwAppErrorResponse } from '~/utils/app-error.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { MEMBER } from '~/i18n/namespaces/member'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('editProperty.metaTitle') }]

const idOf = (raw: string | undefined) => {
  const id = parseRecordId(raw)
  if (id === null) throw new Response('Not found', { status: 404 })
  return id
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  const id = idOf(params.id)
  // Only the caller's own listing (active listings of others are readable, but not editable here).
  const { property: doc, papers } = await findMyProperty({ payload: await getPayloadClient(), user, input: { id } }).catch(
    throwAppErrorResponse,
  )
  const { owner: _owner, added_by: _addedBy, assigned_agent: _agent, ...editable } = doc
  return {
    id,
    title: doc.title,
    initial: initialFromProperty(editable),
    locations: await loadActiveLocations(),
    papers,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return savePropertyForm(request, user, idOf(params.id))
}

export default function EditProperty() {
  const { initial, title, locations, id, papers } = useLoaderData<typeof loader>()
  const { t } = useTranslation(MEMBER)
  const msg = useMessage()
  return (
    <main className="page">
      <p>
        <Link to="/my-properties">← {t('myProperties.title')}</Link>
      </p>
      <h1>{t('editProperty.title')}</h1>
      <p className="muted">{title}</p>
      <PropertyEditor initial={initial} submitLabel={t('editProperty.submit')} locations={locations} />
      <section className="ownership-docs" aria-labelledby="ownership-docs-title">
        <h2 id="ownership-docs-title">{t('ownershipDocs.heading')}</h2>
        <p className="muted">{t('ownershipDocs.intro')}</p>
        {papers.length ? (
          <ul>
            {papers.map((p) => (
              <li key={p.id}>
                {t('ownershipDocs.listed', {
                  name: p.category ? msg(DOCUMENT_CATEGORY_LABELS[p.category]) : p.name,
                  status: t(`ownershipDocs.status.${p.status}`),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" action={`/my-properties/${id}/ownership-document`} encType="multipart/form-data" reloadDocument>
          <p>
            <label htmlFor="ownership-category">{t('ownershipDocs.type')}</label>
            <select id="ownership-category" name="category" defaultValue={OWNERSHIP_DOCUMENTS[0]}>
              {OWNERSHIP_DOCUMENTS.map((c) => (
                <option key={c} value={c}>
                  {msg(DOCUMENT_CATEGORY_LABELS[c])}
                </option>
              ))}
            </select>
          </p>
          <p>
            <label htmlFor="ownership-file">{t('ownershipDocs.file')}</label>
            <input id="ownership-file" name="file" type="file" accept="application/pdf,image/png,image/jpeg" required />
          </p>
          <button type="submit" className="btn btn-secondary">
            {t('ownershipDocs.submit')}
          </button>
        </Form>
      </section>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
