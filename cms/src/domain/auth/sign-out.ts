import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { authenticate } from './authenticate'

/** Ends the server-side session behind a token, so the token stops working. */
export async function signOut(payload: Payload, token: string | undefined): Promise<void> {
  const user = await authenticate(payload, token)
  if (!user) return
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}
