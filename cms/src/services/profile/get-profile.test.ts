import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { makeUser, pngFile } from '../../../test/factories'
import { uploadDocument } from '../uploads/upload-file'
import { getProfile } from './get-profile'

describe('getProfile', () => {
  it('shows an agent their own record and only the ID proofs they uploaded, newest first', async () => {
    const payload = await getTestPayload()
    const agent = await makeUser(payload, 'agent', { city: 'Warangal' })
    const otherAgent = await makeUser(payload, 'agent')
    const idProof = (user: typeof agent, name: string) =>
      uploadDocument({ payload, user, input: { file: pngFile(name), category: 'id_proof', entityType: 'verification' } })
    const first = await idProof(agent, 'aadhaar.png')
    const second = await idProof(agent, 'pan.png')
    const theirs = await idProof(otherAgent, 'theirs.png')
    // An address proof is no ID proof.
    await uploadDocument({
      payload,
      user: agent,
      input: { file: pngFile('bill.png'), category: 'address_proof', entityType: 'verification' },
    })

    const mine = await getProfile({ payload, user: agent })
    expect(mine.profile).toMatchObject({ id: agent.id, email: agent.email, role: 'agent', city: 'Warangal', avatar_url: null })
    expect(mine.bank).toBeNull()
    expect(mine.documents.map((d) => [d.id, d.review_status])).toEqual([
      [second.id, 'pending'],
      [first.id, 'pending'],
    ])

    // The other agent sees their own proof, never this agent's.
    const other = await getProfile({ payload, user: otherAgent })
    expect(other.profile.id).toBe(otherAgent.id)
    expect(other.documents.map((d) => d.id)).toEqual([theirs.id])
  })

  it('reads nothing of an agent’s for a buyer: no bank details, no documents', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer', { bio: 'Looking in Hyderabad' })
    const profile = await getProfile({ payload, user: buyer })
    expect(profile).toEqual({
      profile: expect.objectContaining({ id: buyer.id, role: 'buyer', bio: 'Looking in Hyderabad' }),
      bank: null,
      documents: [],
    })
  })
})
