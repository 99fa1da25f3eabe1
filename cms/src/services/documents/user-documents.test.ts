import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { fileOf, makeUser, pngFile } from '../../../test/factories'
import { fileUserDocument } from './file-user-document'
import { listUserDocuments } from './list-user-documents'

const textFile = fileOf(Buffer.from('<html>'), 'a.txt', 'text/plain')

describe('fileUserDocument and listUserDocuments (Add User, spec 002 §2)', () => {
  it('files an admin’s proofs for the member and their picture; lists them to the admin and the member only', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const member = await makeUser(payload, 'buyer')
    const otherMember = await makeUser(payload, 'buyer')

    const idProof = await fileUserDocument({
      payload,
      user: admin,
      input: { userId: member.id, kind: 'id_proof', file: pngFile('id.png') },
    })
    expect(idProof).toEqual({ id: expect.any(Number), name: expect.any(String) })
    const picture = await fileUserDocument({
      payload,
      user: admin,
      input: { userId: member.id, kind: 'profile_image', file: pngFile('face.png') },
    })
    expect(picture).toEqual({ id: expect.any(Number) })
    const stored = await payload.findByID({ collection: 'users', id: member.id, depth: 0, overrideAccess: true })
    expect(stored.profile_image).toBe(picture.id)

    const expected = [{ id: idProof.id, document_category: 'id_proof', file_type: 'image/png', review_status: 'pending' }]
    expect(await listUserDocuments({ payload, user: admin, input: { userId: member.id } })).toEqual([expect.objectContaining(expected[0])])
    // The document is the member's own (uploaded_by), so they read it too; another member reads nothing.
    expect(await listUserDocuments({ payload, user: member, input: { userId: member.id } })).toEqual([expect.objectContaining(expected[0])])
    expect(await listUserDocuments({ payload, user: otherMember, input: { userId: member.id } })).toEqual([])
  })

  it('refuses a member the caller cannot read (NOT_FOUND, before the file is looked at) and a file of another type', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const member = await makeUser(payload, 'buyer')
    const otherMember = await makeUser(payload, 'seller')

    // Another member cannot read this one, so cannot file for them.
    await expect(
      fileUserDocument({ payload, user: otherMember, input: { userId: member.id, kind: 'address_proof', file: pngFile('id.png') } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Not found' })
    // No such member: NOT_FOUND, even with a file that would be refused.
    await expect(
      fileUserDocument({ payload, user: admin, input: { userId: 2_000_000_000, kind: 'address_proof', file: textFile } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
    await expect(
      fileUserDocument({ payload, user: admin, input: { userId: member.id, kind: 'address_proof', file: textFile } }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 400, message: MESSAGES.upload.typeNotAllowed })
    expect(await listUserDocuments({ payload, user: admin, input: { userId: member.id } })).toEqual([])
  })
})
