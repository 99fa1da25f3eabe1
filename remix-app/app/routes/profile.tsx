import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import { useCallback, useState } from 'react'
import { MAX_UPLOAD_BYTES, MESSAGES } from '@gruha/shared'
import { getBankDetails } from '@gruha/cms/services/bank-details/get-bank-details'
import { getUser, requireUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Toast, type ToastMessage } from '~/components/toast'
import { profileAction, type ProfileActionData } from '~/components/profile/actions.server'
import { AccountInfo, ProfileDetails, ProfileSummary } from '~/components/profile/profile-view'
import { ProfileEditForm } from '~/components/profile/profile-edit-form'
import { IdProofUpload } from '~/components/profile/id-proof-upload'
import { ChangePasswordWizard } from '~/components/profile/change-password-wizard'
import { BankDetailsWizard } from '~/components/profile/bank-details-wizard'
import type { IdProofDoc, ProfileData } from '~/components/profile/types'

import profileStyles from '~/components/profile/profile.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: profileStyles }]

export const meta: MetaFunction = () => [{ title: 'My Profile · Gruha' }]

const text = (v: unknown) => (typeof v === 'string' ? v : '')

export async function loader({ request }: LoaderFunctionArgs) {
  const sessionUser = await requireUser(request)
  const payload = await getPayloadClient()
  const user = await payload.findByID({ collection: 'users', id: sessionUser.id, overrideAccess: false, user: sessionUser, depth: 1 })
  const image = user.profile_image && typeof user.profile_image === 'object' ? user.profile_image : null
  const profile: ProfileData = {
    id: user.id,
    email: user.email,
    first_name: text(user.first_name),
    last_name: text(user.last_name),
    role: user.role,
    status: user.status ?? 'active',
    verification_status: user.verification_status ?? 'pending',
    email_verified: Boolean(user.email_verified),
    phone_number: text(user.phone_number),
    date_of_birth: text(user.date_of_birth),
    city: text(user.city),
    state: text(user.state),
    address: text(user.address),
    bio: text(user.bio),
    avatar_url: image ? (image.sizes?.thumbnail?.url ?? image.url ?? null) : null,
    agent_license_number: user.agent_license_number ?? null,
    education_background: text(user.education_background),
    specialization: text(user.specialization),
    createdAt: user.createdAt,
  }
  const isAgent = user.role === 'agent'
  const [bank, idProofs] = await Promise.all([
    isAgent ? getBankDetails(payload, { user: sessionUser }) : null,
    isAgent
      ? payload.find({
          collection: 'documents',
          overrideAccess: false,
          user: sessionUser,
          where: { and: [{ uploaded_by: { equals: sessionUser.id } }, { document_category: { equals: 'id_proof' } }] },
          sort: '-createdAt',
          limit: 10,
          depth: 0,
        })
      : null,
  ])
  const documents: IdProofDoc[] = (idProofs?.docs ?? []).map((d) => ({
    id: d.id,
    name: d.name ?? d.filename ?? 'ID proof',
    review_status: d.review_status,
    createdAt: d.createdAt,
  }))
  return {
    profile,
    bank: bank ? { bank_account_number: bank.bank_account_number, ifsc_code: bank.ifsc_code, verified: bank.verified } : null,
    documents,
  }
}

/** Room for one 5 MB file plus the form fields. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 512 * 1024

export async function action({ request, context }: ActionFunctionArgs) {
  const length = Number(request.headers.get('Content-Length') ?? 0)
  if (length > MAX_BODY_BYTES) {
    return data<ProfileActionData>({ intent: 'upload', ok: false, message: MESSAGES.upload.tooLarge, fieldErrors: {} }, 413)
  }
  const user = await getUser(request)
  const form = await request.formData()
  if (!user) {
    if (form.get('intent') === 'upload-id-proof') {
      return data<ProfileActionData>(
        { intent: 'upload-id-proof', ok: false, message: MESSAGES.upload.mustBeLoggedIn, fieldErrors: {} },
        401,
      )
    }
    await requireUser(request)
  }
  return profileAction(request, user!, context, form)
}

export default function Profile() {
  const { profile, bank, documents } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const panel = params.get('panel')
  const closePanel = useCallback(() => navigate('/profile', { replace: true, preventScrollReset: true }), [navigate])
  const editDone = useCallback((result: ProfileActionData) => {
    if (result.message) setToast({ kind: result.ok ? 'success' : 'error', message: result.message })
    if (result.ok) setEditing(false)
  }, [])
  const isAgent = profile.role === 'agent'

  return (
    <main className="page profile-page">
      <Toast toast={toast} />
      {panel === 'change-password' ? <ChangePasswordWizard phone={profile.phone_number} onClose={closePanel} /> : null}
      {panel === 'bank-details' && isAgent ? <BankDetailsWizard phone={profile.phone_number} current={bank} onClose={closePanel} /> : null}
      <div className="profile-grid">
        <section className="card" aria-label="Profile">
          <ProfileSummary profile={profile} />
          {editing ? (
            <ProfileEditForm profile={profile} onDone={editDone} />
          ) : (
            <>
              <ProfileDetails profile={profile} />
              <button type="button" className="primary" onClick={() => setEditing(true)}>
                Edit Profile
              </button>
            </>
          )}
        </section>
        <div className="profile-side">
          <AccountInfo profile={profile} />
          {isAgent ? <IdProofUpload documents={documents} /> : null}
          {isAgent && bank ? (
            <section className="card" aria-labelledby="bank-summary-title">
              <h2 id="bank-summary-title">Bank Account</h2>
              <p>
                {bank.bank_account_number} · {bank.ifsc_code}
              </p>
            </section>
          ) : null}
        </div>
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
