import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { PNG_BYTES, makeUser, pngFile } from '../../../test/factories'
import { documentsDir } from '../../paths'
import { uploadDocument } from '../uploads/upload-file'
import { readPrivateDocument } from './read-private-document'

const bytesOf = async (body: ReadableStream<Uint8Array> | null) => Buffer.from(await new Response(body).arrayBuffer())

describe('readPrivateDocument', () => {
  it('gives the uploader and an admin the bytes, and another member NOT_FOUND', async () => {
    const payload = await getTestPayload()
    const seller = await makeUser(payload, 'seller')
    const admin = await makeUser(payload, 'admin')
    const otherSeller = await makeUser(payload, 'seller')
    const stored = await uploadDocument({
      payload,
      user: seller,
      input: { file: pngFile('pan.png'), category: 'pan_card', entityType: 'seller_doc' },
    })

    for (const reader of [seller, admin]) {
      const file = await readPrivateDocument({ payload, user: reader, input: { id: stored.id } })
      expect(file).toMatchObject({ mimeType: 'image/png', contentType: 'image/png', contentLength: String(PNG_BYTES.length) })
      expect(file.filename).toMatch(/\.png$/)
      expect(await bytesOf(file.body)).toEqual(PNG_BYTES)
    }

    await expect(readPrivateDocument({ payload, user: otherSeller, input: { id: stored.id } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Not found',
    })
    await expect(readPrivateDocument({ payload, user: admin, input: { id: String(stored.id + 1_000_000) } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    })

    // A record whose file is gone from the store: NOT_FOUND, as the file route answers.
    const file = await readPrivateDocument({ payload, user: seller, input: { id: stored.id } })
    await bytesOf(file.body)
    await fs.rm(path.join(documentsDir(), file.filename))
    await expect(readPrivateDocument({ payload, user: seller, input: { id: stored.id } })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})
