import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { deliverMail } from '../../../test/mail'
import { getTestPayload } from '../../../test/payload'
import { makeUser } from '../../../test/factories'
import { MESSAGES } from '@gruha/shared'
import { uploadIdProof } from './upload-id-proof'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const png = (name: string) => ({
  name,
  type: 'image/png',
  size: PNG.length,
  arrayBuffer: async () => PNG.buffer.slice(PNG.byteOffset, PNG.byteOffset + PNG.length) as ArrayBuffer,
})

describe('uploadIdProof (spec 001 §7)', () => {
  it('confirms to the agent in their language and tells the support mailbox, with a link to the review', async () => {
    const payload = await getTestPayload()
    const support = `support-${Date.now()}@example.test`
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    await payload.updateGlobal({ slug: 'site-settings', data: { support_email: support }, overrideAccess: true })
    onTestFinished(async () => {
      await payload.updateGlobal({ slug: 'site-settings', data: { support_email: before.support_email ?? null }, overrideAccess: true })
    })
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    const agent = await makeUser(payload, 'agent', { first_name: 'Kiran', last_name: 'Naidu' })
    const reviewUrl = 'https://gruha.example/admin/documents'

    const stored = await uploadIdProof({ payload, user: agent, input: { file: png('aadhaar.png'), locale: 'te', reviewUrl } })
    expect(stored.id).toBeGreaterThan(0)
    expect(await deliverMail(payload, agent.email)).toBe(1)
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: agent.email, subject: 'మీ గుర్తింపు పత్రం మాకు అందింది' }))
    expect(await deliverMail(payload, support)).toBe(1)
    const notice = send.mock.calls.map(([mail]) => mail).find((mail) => mail.to === support)
    expect(notice).toMatchObject({ subject: 'ID proof to review: Kiran Naidu', replyTo: agent.email })
    expect(String(notice?.html)).toContain(reviewUrl)
    expect(String(notice?.html)).toContain('aadhaar.png')

    // A refused file sends nothing.
    send.mockClear()
    await expect(uploadIdProof({ payload, user: agent, input: { file: null, reviewUrl } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: MESSAGES.upload.chooseIdProof,
    })
    expect(await deliverMail(payload, agent.email)).toBe(0)
    send.mockRestore()
  })
})
