import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { fileOf, makeUser, pngFile } from '../../../test/factories'
import { findStoredFile } from './find-stored-file'
import { uploadImage, uploadListingPdf } from './upload-file'

/** The smallest PDF Payload accepts: its header, a catalog, a cross-reference table and the end marker. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n45\n%%EOF\n',
)
describe('findStoredFile', () => {
  it('reads back a listing photo and a listing PDF with their URLs; public files, so any member sees them', async () => {
    const payload = await getTestPayload()
    const seller = await makeUser(payload, 'seller')
    const buyer = await makeUser(payload, 'buyer')
    const photo = await uploadImage({ payload, user: seller, input: { file: pngFile('front.png'), purpose: 'listing' } })
    const brochure = await uploadListingPdf({ payload, user: seller, input: { file: fileOf(PDF, 'brochure.pdf', 'application/pdf') } })

    const media = await findStoredFile({ payload, user: seller, input: { collection: 'media', id: photo.id } })
    expect(media).toMatchObject({ id: photo.id, filename: photo.name })
    expect(media.url).toContain(encodeURIComponent(photo.name))
    const pdf = await findStoredFile({ payload, user: seller, input: { collection: 'listing-files', id: brochure.id } })
    expect(pdf).toMatchObject({ id: brochure.id, filename: brochure.name, mimeType: 'application/pdf' })
    expect(pdf.url).toContain(encodeURIComponent(brochure.name))

    expect((await findStoredFile({ payload, user: buyer, input: { collection: 'media', id: photo.id } })).url).toBe(media.url)
  })

  it('answers NOT_FOUND for a file that is not there', async () => {
    const payload = await getTestPayload()
    const seller = await makeUser(payload, 'seller')
    await expect(findStoredFile({ payload, user: seller, input: { collection: 'media', id: 2_000_000_000 } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    })
  })
})
