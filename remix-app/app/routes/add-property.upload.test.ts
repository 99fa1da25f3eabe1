/**
 * /add-property/upload stores a listing photo as the signed-in user; who may is the media
 * collection's rule (a listing photo: sellers, agents and admins), so the route has no role check of its own.
 */
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import { getTestPayload } from '../../../cms/test/payload'
import { countRecords, PNG_BYTES } from '../../../cms/test/factories'
import { action } from './add-property.upload'
import { callRoute, signedInUser, testSite } from '../../test/routes'

function uploadRequest(cookie: string) {
  const body = new FormData()
  body.set('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'front.png')
  return new Request(`${testSite}/add-property/upload?kind=image`, { method: 'POST', body, headers: { Cookie: cookie, Origin: testSite } })
}

describe('POST /add-property/upload', () => {
  it('stores a seller’s photo as a listing photo, and refuses a buyer’s with 403 and nothing stored', async () => {
    const payload = await getTestPayload()
    const seller = await signedInUser('seller')
    const stored = await callRoute(action, uploadRequest(seller.cookie))
    expect(stored.status).toBe(200)
    const body = (await stored.json()) as { ok: boolean; id: number }
    expect(body.ok).toBe(true)
    expect(await countRecords(payload, 'media', { id: { equals: body.id }, purpose: { equals: 'listing' } })).toBe(1)

    const buyer = await signedInUser('buyer')
    const refused = await callRoute(action, uploadRequest(buyer.cookie))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ ok: false, message: MESSAGES.upload.imageNotAllowed })
    expect(await countRecords(payload, 'media', { uploaded_by: { equals: buyer.user.id } })).toBe(0)
  })
})
