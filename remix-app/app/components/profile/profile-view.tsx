import {
  ROLE_LABELS,
  USER_STATUS_LABELS,
  VERIFICATION_STATUS_LABELS,
  type Role,
  type UserStatus,
  type VerificationStatus,
} from '@gruha/shared'
import type { ProfileData } from './types'

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
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email
  return (
    <div className="profile-summary">
      <Avatar profile={profile} />
      <div>
        <h1>{name}</h1>
        <p className="muted">{profile.email}</p>
        <p className="badges">
          <span className="badge">{ROLE_LABELS[profile.role as Role] ?? profile.role}</span>{' '}
          <span className="badge">{USER_STATUS_LABELS[profile.status as UserStatus] ?? profile.status}</span>{' '}
          <span className="badge">
            {VERIFICATION_STATUS_LABELS[profile.verification_status as VerificationStatus] ?? profile.verification_status}
          </span>
        </p>
        {profile.role === 'agent' ? (
          <p>
            Licence number: <strong>{profile.agent_license_number ?? 'Not issued yet'}</strong>
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** Account info panel: account type, member since, verification status. */
export function AccountInfo({ profile }: { profile: ProfileData }) {
  return (
    <section className="card" aria-labelledby="account-info-title">
      <h2 id="account-info-title">Account Information</h2>
      <dl className="details">
        <dt>Account type</dt>
        <dd>{ROLE_LABELS[profile.role as Role] ?? profile.role}</dd>
        <dt>Member since</dt>
        <dd>
          {profile.createdAt
            ? new Date(profile.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })
            : ''}
        </dd>
        <dt>Verification status</dt>
        <dd>{VERIFICATION_STATUS_LABELS[profile.verification_status as VerificationStatus] ?? profile.verification_status}</dd>
      </dl>
    </section>
  )
}

/** The stored details, read-only. */
export function ProfileDetails({ profile }: { profile: ProfileData }) {
  const rows: [string, string][] = [
    ['Phone', profile.phone_number],
    ['Date of birth', profile.date_of_birth ? new Date(profile.date_of_birth).toLocaleDateString('en-IN', { timeZone: 'UTC' }) : ''],
    ['City', profile.city],
    ['State', profile.state],
    ['Address', profile.address],
    ['Bio', profile.bio],
    ...(profile.role === 'agent'
      ? ([
          ['Education', profile.education_background],
          ['Specialization', profile.specialization],
        ] as [string, string][])
      : []),
  ]
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <div key={label} className="details-row">
          <dt>{label}</dt>
          <dd>{value || <span className="muted">Not provided</span>}</dd>
        </div>
      ))}
    </dl>
  )
}
