import {
  ROLE_LABELS,
  USER_STATUS_LABELS,
  VERIFICATION_STATUS_LABELS,
  type Role,
  type UserStatus,
  type VerificationStatus,
} from '@gruha/shared'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import type { ProfileData } from '@gruha/cms/services/profile'
import { ACCOUNT } from '~/i18n/namespaces/account'

const initials = (p: ProfileData) => `${p.first_name[0] ?? ''}${p.last_name[0] ?? ''}`.toUpperCase() || p.email[0].toUpperCase()

export function Avatar({ profile, size = 96 }: { profile: ProfileData; size?: number }) {
  return profile.avatar_url ? (
    <img className="avatar" src={profile.avatar_url} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar-initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials(profile)}
    </span>
  )
}

/** View mode: avatar, name, e-mail, role / status / verification badges, licence number (agents). */
export function ProfileSummary({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email
  return (
    <div className="profile-summary">
      <Avatar profile={profile} />
      <div>
        <h1>{name}</h1>
        <p className="muted">{profile.email}</p>
        <p className="badges">
          <span className="badge">{msg(ROLE_LABELS[profile.role as Role]) ?? profile.role}</span>{' '}
          <span className="badge">{msg(USER_STATUS_LABELS[profile.status as UserStatus]) ?? profile.status}</span>{' '}
          <span className="badge">
            {msg(VERIFICATION_STATUS_LABELS[profile.verification_status as VerificationStatus]) ?? profile.verification_status}
          </span>
        </p>
        {profile.role === 'agent' ? (
          <p>
            {t('profile.licenceNumber')} <strong>{profile.agent_license_number ?? t('profile.notIssued')}</strong>
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** Account info panel: account type, member since, verification status. */
export function AccountInfo({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const f = useFormat()
  return (
    <section className="card" aria-labelledby="account-info-title">
      <h2 id="account-info-title">{t('profile.info.title')}</h2>
      <dl className="details">
        <dt>{t('profile.info.accountType')}</dt>
        <dd>{msg(ROLE_LABELS[profile.role as Role]) ?? profile.role}</dd>
        <dt>{t('profile.info.memberSince')}</dt>
        <dd>{f.date(profile.createdAt, 'long')}</dd>
        <dt>{t('profile.info.verificationStatus')}</dt>
        <dd>{msg(VERIFICATION_STATUS_LABELS[profile.verification_status as VerificationStatus]) ?? profile.verification_status}</dd>
      </dl>
    </section>
  )
}

/** The stored details, read-only. */
export function ProfileDetails({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const f = useFormat()
  // The birthday is a calendar day: its first 10 characters, so no time zone moves it.
  const rows: [string, string][] = [
    [t('profile.details.phone'), profile.phone_number],
    [t('profile.details.dateOfBirth'), f.date(profile.date_of_birth.slice(0, 10))],
    [t('profile.details.city'), profile.city],
    [t('profile.details.state'), profile.state],
    [t('profile.details.address'), profile.address],
    [t('profile.details.bio'), profile.bio],
    ...(profile.role === 'agent'
      ? ([
          [t('profile.details.education'), profile.education_background],
          [t('profile.details.specialization'), msg(profile.specialization)],
        ] as [string, string][])
      : []),
  ]
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <div key={label} className="details-row">
          <dt>{label}</dt>
          <dd>{value || <span className="muted">{t('profile.details.notProvided')}</span>}</dd>
        </div>
      ))}
    </dl>
  )
}
