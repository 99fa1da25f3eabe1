/**
 * Payload keeps a member's sessions as one list that each sign-in, sign-out and refresh rewrites.
 * Done at the same moment on two devices, one write used to drop the other's session, and that
 * device was signed out at once without a word (payloadcms/payload#18132). cms/src/db/session-writes.ts.
 */
import { describe, expect, it } from 'vitest'
import { makeUser } from '../../../test/factories'
import { getTestPayload } from '../../../test/payload'
import { authenticate, signIn, signOut } from './index'

/** The password makeUser gives every member. */
const password = 'Strong@123'

const newMember = async () => (await makeUser(await getTestPayload(), 'buyer')).email

async function signInToken(email: string) {
  const { token } = await signIn({ payload: await getTestPayload(), input: { email, password } })
  return token
}

describe('sessions signed in at the same moment', () => {
  it('keeps every one of six simultaneous sign-ins of one member', async () => {
    const payload = await getTestPayload()
    const email = await newMember()
    const tokens = await Promise.all(Array.from({ length: 6 }, () => signInToken(email)))
    const signedIn = await Promise.all(tokens.map((token) => authenticate(payload, token)))
    expect(signedIn.map((user) => user?.email ?? null)).toEqual(tokens.map(() => email))
  })

  it('ends only the session signed out, while other devices sign in', async () => {
    const payload = await getTestPayload()
    const email = await newMember()
    const leaving = await signInToken(email)
    const [, ...arriving] = await Promise.all([signOut(payload, leaving), signInToken(email), signInToken(email), signInToken(email)])
    expect(await authenticate(payload, leaving)).toBeNull()
    const signedIn = await Promise.all(arriving.map((token) => authenticate(payload, token)))
    expect(signedIn.map((user) => user?.email ?? null)).toEqual([email, email, email])
  })
})
