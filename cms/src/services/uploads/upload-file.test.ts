import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { makeUser, pngFile } from '../../../test/factories'
import { uploadDocument, uploadImage } from './upload-file'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const fileOf = (bytes: Buffer, name: string, type: string) => ({
  name,
  type,
  size: bytes.length,
  arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
})

async function member(): Promise<SessionUser> {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `up-${crypto.randomBytes(5).toString('hex')}@example.test`,
      password: 'Strong@123',
      first_name: 'U',
      last_name: 'P',
      role: 'seller',
    } as RequiredDataFromCollectionSlug<'users'>,
  })
  return { ...doc, collection: 'users' }
}

describe('uploadDocument', () => {
  it('refuses an HTML page renamed to .pdf that claims to be a PDF', async () => {
    const payload = await getTestPayload()
    const user = await member()
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
    const upload = uploadDocument({
      payload,
      user,
      input: { file: fileOf(html, 'pan.pdf', 'application/pdf'), category: 'pan_card', entityType: 'seller_doc' },
    })
    await expect(upload).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Unsupported file type. Allowed: PNG, JPG, JPEG, PDF',
    })
    const stored = await payload.find({ collection: 'documents', overrideAccess: true, where: { uploaded_by: { equals: user.id } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('stores a real PNG privately, typed from its bytes, as the uploader', async () => {
    const payload = await getTestPayload()
    const user = await member()
    const result = await uploadDocument({
      payload,
      user,
      input: { file: fileOf(PNG, 'scan.pdf', 'application/pdf'), category: 'pan_card', entityType: 'seller_doc' },
    })
    const doc = await payload.findByID({ collection: 'documents', id: result.id, overrideAccess: true, depth: 0 })
    expect(doc.mimeType).toBe('image/png')
    expect(doc.uploaded_by).toBe(user.id)
    expect(doc.review_status).toBe('pending')
    // Another member cannot read it.
    const other = await member()
    await expect(payload.findByID({ collection: 'documents', id: result.id, overrideAccess: false, user: other })).rejects.toThrow()
  })

  it('refuses files over 5 MB with the spec message', async () => {
    const payload = await getTestPayload()
    const user = await member()
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const upload = uploadDocument({
      payload,
      user,
      input: { file: fileOf(big, 'big.png', 'image/png'), category: 'id_proof', entityType: 'verification' },
    })
    await expect(upload).rejects.toMatchObject({ code: 'TOO_LARGE', status: 413, message: 'File too large. Maximum size is 5MB' })
  })
})

describe('uploadImage', () => {
  it('lets each role upload only the kinds of image its purpose allows, and stores the purpose', async () => {
    const payload = await getTestPayload()
    const [buyer, seller, agent, editor] = await Promise.all(
      (['buyer', 'seller', 'agent', 'editor'] as const).map((role) => makeUser(payload, role)),
    )
    const listing = await uploadImage({ payload, user: seller, input: { file: pngFile('front.png'), purpose: 'listing' } })
    const stored = await payload.findByID({ collection: 'media', id: listing.id, overrideAccess: true, depth: 0 })
    expect(stored.purpose).toBe('listing')
    await expect(uploadImage({ payload, user: agent, input: { file: pngFile(), purpose: 'listing' } })).resolves.toHaveProperty('id')
    await expect(uploadImage({ payload, user: buyer, input: { file: pngFile(), purpose: 'avatar' } })).resolves.toHaveProperty('id')

    const refused = { code: 'FORBIDDEN', status: 403, message: 'You are not allowed to upload this image' }
    await expect(uploadImage({ payload, user: buyer, input: { file: pngFile(), purpose: 'listing' } })).rejects.toMatchObject(refused)
    await expect(uploadImage({ payload, user: editor, input: { file: pngFile(), purpose: 'listing' } })).rejects.toMatchObject(refused)
    await expect(uploadImage({ payload, user: seller, input: { file: pngFile(), purpose: 'content' } })).rejects.toMatchObject(refused)
    const buyerFiles = await payload.count({ collection: 'media', overrideAccess: true, where: { uploaded_by: { equals: buyer.id } } })
    expect(buyerFiles.totalDocs).toBe(1)
  })
})
