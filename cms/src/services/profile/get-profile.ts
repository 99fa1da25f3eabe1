import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { getBankDetails } from '../bank-details/get-bank-details'

/** What the profile page shows about the signed-in user (their own record, private fields included). */
export type ProfileData = {
  id: number
  email: string
  first_name: string
  last_name: string
  role: string
  status: string
  verification_status: string
  email_verified: boolean
  phone_number: string
  date_of_birth: string
  city: string
  state: string
  address: string
  bio: string
  avatar_url: string | null
  agent_license_number: string | null
  education_background: string
  specialization: string
  createdAt: string
}

export type IdProofDoc = { id: number; name: string; review_status: string; createdAt: string }

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * What /profile and the agent dashboard's settings tab show, read as the caller: their own record,
 * and for an agent the masked bank details and the ID proofs they uploaded (newest ten).
 */
export async function getProfile({ payload, user: sessionUser }: { payload: Payload; user: SessionUser }) {
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
