import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import { useCallback, useState } from 'react'
import { metaT, useTranslation } from '~/i18n'
import { requireUser } from '~/utils/auth.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Toast, type ToastMessage } from '~/components/toast'
import { profileRouteAction, type ProfileActionData } from '~/components/profile/actions.server'
import { AccountInfo, ProfileDetails, ProfileSummary } from '~/components/profile/profile-view'
import { ProfileEditForm } from '~/components/profile/profile-edit-form'
import { IdProofUpload } from '~/components/profile/id-proof-upload'
import { ChangePasswordWizard } from '~/components/profile/change-password-wizard'
import { BankDetailsWizard } from '~/components/profile/bank-details-wizard'
import { loadProfile } from '~/components/profile/load-profile.server'

import profileStyles from '~/components/profile/profile.css?url'
import { ACCOUNT } from '~/i18n/namespaces/account'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: profileStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, ACCOUNT)('profile.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadProfile(await requireUser(request))
}

export const action = (args: ActionFunctionArgs) => profileRouteAction(args)

export default function Profile() {
  const { profile, bank, documents } = useLoaderData<typeof loader>()
  const { t } = useTranslation(ACCOUNT)
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
        <section className="card" aria-label={t('profile.region')}>
          <ProfileSummary profile={profile} />
          {editing ? (
            <ProfileEditForm profile={profile} onDone={editDone} />
          ) : (
            <>
              <ProfileDetails profile={profile} />
              <button type="button" className="primary" onClick={() => setEditing(true)}>
                {t('profile.editProfile')}
              </button>
            </>
          )}
        </section>
        <div className="profile-side">
          <AccountInfo profile={profile} />
          {isAgent ? <IdProofUpload documents={documents} /> : null}
          {isAgent && bank ? (
            <section className="card" aria-labelledby="bank-summary-title">
              <h2 id="bank-summary-title">{t('profile.bankAccount')}</h2>
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
