import crypto from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { deliverMail } from '../../../test/mail'
import { getTestPayload } from '../../../test/payload'
import { signUp } from './sign-up'

const email = (name: string) => `${name}-${crypto.randomBytes(4).toString('hex')}@example.test`
const password = 'Strong@123'
/** What every sign-up sends: the address, the password twice and the accepted terms. */
const account = (address: string) => ({ email: address, password, confirmPassword: password, terms_accepted: true }) as const
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

async function stored(id: number) {
  const payload = await getTestPayload()
  return payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0 })
}

describe('signUp', () => {
  it('stores a seller business and mails a verification code', async () => {
    const payload = await getTestPayload()
    const spy = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    const address = email('seller')
    const result = await signUp({
      payload,
      input: {
        ...account(address),
        first_name: 'Sri',
        last_name: 'Devi',
        role: 'seller',
        business_name: 'Devi Homes',
        business_type: 'Real Estate Developer',
      },
    })
    expect(await stored(result.userId)).toMatchObject({
      role: 'seller',
      business_name: 'Devi Homes',
      business_type: 'Real Estate Developer',
      email_verified: false,
    })
    expect(await deliverMail(payload, address)).toBe(1)
    expect(spy.mock.calls[0]?.[0]).toMatchObject({ to: address })
    spy.mockRestore()
  })

  it('stores an agent as pending with experience, specialization and a private ID proof', async () => {
    const payload = await getTestPayload()
    const address = email('agent')
    const result = await signUp({
      payload,
      input: {
        ...account(address),
        first_name: 'Ravi',
        last_name: 'K',
        role: 'agent',
        experience_years: '3-5',
        specialization: 'Residential Sales',
        phone_number: '9848022338',
        city: 'Vijayawada',
        state: 'Andhra Pradesh',
        id_proof: file(PNG, 'aadhaar.png', 'image/png'),
      },
    })
    expect(await stored(result.userId)).toMatchObject({
      role: 'agent',
      verification_status: 'pending',
      experience_years: 3,
      specialization: 'Residential Sales',
      phone_number: '9848022338',
      city: 'Vijayawada',
      state: 'Andhra Pradesh',
    })
    const { docs } = await payload.find({
      collection: 'documents',
      where: { uploaded_by: { equals: result.userId } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      entity_type: 'verification',
      entity_id: String(result.userId),
      document_category: 'id_proof',
      review_status: 'pending',
      mimeType: 'image/png',
    })
    // Private: a visitor cannot read it.
    await expect(payload.find({ collection: 'documents', where: { id: { equals: docs[0].id } }, overrideAccess: false })).rejects.toThrow(
      /not allowed/,
    )
  })

  it('refuses an HTML file renamed to .png and leaves no account behind', async () => {
    const payload = await getTestPayload()
    const address = email('renamed')
    const refused = signUp({
      payload,
      input: {
        ...account(address),
        first_name: 'Bad',
        last_name: 'File',
        role: 'agent',
        experience_years: '0-1',
        specialization: 'Rental Properties',
        phone_number: '9848022338',
        city: 'Guntur',
        state: 'Andhra Pradesh',
        id_proof: file(Buffer.from('<html><script>alert(1)</script></html>'), 'id.png', 'image/png'),
      },
    })
    await expect(refused).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Unsupported file type. Allowed: PNG, JPG, JPEG, PDF',
      fieldErrors: { id_proof: 'Unsupported file type. Allowed: PNG, JPG, JPEG, PDF' },
    })
    const { totalDocs } = await payload.find({ collection: 'users', where: { email: { equals: address } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})
