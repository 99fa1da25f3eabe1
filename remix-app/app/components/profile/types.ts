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
