import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser } from '../../../test/factories'
import { findModerationCase } from './find-moderation-case'
import { reportTarget } from './report-target'

describe('findModerationCase', () => {
  it('shows an admin the case with the listing joined, and refuses the member who reported it', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const reporter = await makeUser(payload, 'buyer')
    const listing = await makeProperty(payload)
    await reportTarget({ payload, user: reporter, input: { targetType: 'property', targetId: listing.id, reason: 'wrong_details' } })
    const opened = await payload.find({
      collection: 'moderation-cases',
      where: { property: { equals: listing.id } },
      depth: 0,
      overrideAccess: true,
    })
    const caseId = opened.docs[0]!.id

    const found = await findModerationCase({ payload, user: admin, input: { caseId, depth: 1, populate: { properties: { title: true } } } })
    expect(found).toMatchObject({ id: caseId, status: 'open', target_type: 'property', property: { id: listing.id, title: listing.title } })

    await expect(findModerationCase({ payload, user: reporter, input: { caseId } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    })
    await expect(findModerationCase({ payload, user: admin, input: { caseId: caseId + 1_000_000 } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    })
  })
})
