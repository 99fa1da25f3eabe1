import type { Role } from '@gruha/shared'

/** What the browser may know about the signed-in user: no tokens, no private fields. */
export type UserView = {
  id: number
  email: string
  role: Role
  first_name: string | null
  last_name: string | null
  email_verified: boolean
}

export function toUserView(user: {
  id: number
  email: string
  role: Role
  first_name?: string | null
  last_name?: string | null
  email_verified?: boolean | null
}): UserView {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    first_name: user.first_name ?? null,
    last_name: user.last_name ?? null,
    email_verified: Boolean(user.email_verified),
  }
}
