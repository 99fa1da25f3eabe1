import crypto from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { SITE_LOCALES, type SiteLocale } from '@gruha/shared'
import { deliverMail } from '../../test/mail'
import { getTestPayload } from '../../test/payload'
import { MAIL_QUEUE, mailTemplates, queueMail, renderMail, runMailQueue, type MailTemplateName } from '.'

const renderSample = <T extends MailTemplateName>(name: T, locale: SiteLocale) => renderMail(name, mailTemplates[name].sample, locale)

const address = (name: string) => `${name}-${crypto.randomBytes(4).toString('hex')}@example.test`

async function jobsTo(to: string) {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: MAIL_QUEUE } }, pagination: false, depth: 0 })
  return docs.filter((job) => (job.input as { to?: string }).to === to)
}

describe('mail templates', () => {
  it('renders every template in every language, subject, HTML and text', async () => {
    for (const name of Object.keys(mailTemplates) as MailTemplateName[]) {
      const rendered = await Promise.all(SITE_LOCALES.map((locale) => renderSample(name, locale)))
      for (const [i, mail] of rendered.entries()) {
        expect(mail.subject, `${name}.${SITE_LOCALES[i]}`).toMatch(/\S/)
        expect(mail.html).toContain(`lang="${SITE_LOCALES[i]}"`)
        expect(mail.text.length).toBeGreaterThan(20)
      }
      // Telugu and Hindi are translations, not copies of the English.
      expect(rendered[1].text).not.toBe(rendered[0].text)
      expect(rendered[2].text).not.toBe(rendered[0].text)
    }
  })

  it('escapes what people type, once, in the HTML; the text keeps it as typed', async () => {
    const mail = await renderMail(
      'enquiry-reply',
      { title: 'Flat "A" & co', reply: '<script>alert(1)</script>\nSecond line', message: "It's <b>bold</b>" },
      'en',
    )
    expect(mail.subject).toBe('Reply to your enquiry about Flat "A" & co')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('&amp;lt;')
    expect(mail.text).toContain('<script>alert(1)</script>\nSecond line')
    expect(mail.text).toContain("Your message: It's <b>bold</b>")
  })

  it('keeps the English wording of the codes and links the site and tests read', async () => {
    const verify = await renderMail(
      'verify-email',
      { firstName: null, code: '123456', minutes: 15, link: 'https://x.test/v?email=a%40b' },
      'en',
    )
    expect(verify.subject).toBe('Verify your email for Gruha')
    expect(verify.text).toContain('Hello,\n\nYour Gruha verification code is 123456. It expires in 15 minutes.')
    const offer = await renderMail(
      'assignment-offer',
      { ...mailTemplates['assignment-offer'].sample, expiresAt: '2026-01-05T06:30:00.000Z' },
      'en',
    )
    expect(offer.text).toContain('Please accept or decline before 05/01/2026, 12:00 IST.')
    expect(offer.text).toContain('https://gruha.example/agent/assignments?assignment=7&action=decline')
  })
})

describe('queueMail and the send-mail task', () => {
  it('queues in the caller’s transaction: a rollback queues nothing, a commit queues one job', async () => {
    const payload = await getTestPayload()
    const to = address('txn')
    const message = { template: 'password-reset', data: { firstName: 'Asha', link: 'https://x.test/r' } } as const
    const rolledBack = await createLocalReq({}, payload)
    await initTransaction(rolledBack)
    await queueMail({ payload, req: rolledBack, to, ...message })
    await killTransaction(rolledBack)
    expect(await jobsTo(to)).toHaveLength(0)

    const committed = await createLocalReq({}, payload)
    await initTransaction(committed)
    await queueMail({ payload, req: committed, to, locale: 'te', ...message })
    await commitTransaction(committed)
    const jobs = await jobsTo(to)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({ taskSlug: 'send-mail', queue: MAIL_QUEUE, input: { template: 'password-reset', locale: 'te' } })
  })

  it('sends a job once even when two runners start it together, in the recipient’s language', async () => {
    const payload = await getTestPayload()
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      const to = address('twice')
      await queueMail({
        payload,
        to,
        locale: 'hi',
        template: 'verify-email',
        data: { firstName: 'Asha', code: '654321', minutes: 15, link: 'https://x.test' },
      })
      const [job] = await jobsTo(to)
      // Only this test's job: test files share the database.
      const where = { id: { equals: job.id } }
      await Promise.all([runMailQueue(payload, { where }), runMailQueue(payload, { where })])
      expect(send).toHaveBeenCalledTimes(1)
      expect(send.mock.calls[0][0]).toMatchObject({ to, subject: 'Gruha के लिए अपना ईमेल सत्यापित करें' })
      expect(String(send.mock.calls[0][0].text)).toContain('654321')
      expect(await jobsTo(to)).toHaveLength(0)
    } finally {
      send.mockRestore()
    }
  })

  it('retries after a failed send, and then sends', async () => {
    const payload = await getTestPayload()
    const send = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down')).mockResolvedValue(undefined)
    const log = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      const to = address('retry')
      await queueMail({ payload, to, template: 'enquiry-reply', data: { title: 'T', reply: 'R', message: 'M' } })
      expect(await deliverMail(payload, to)).toBe(1)
      const [waiting] = await jobsTo(to)
      expect(waiting).toMatchObject({ completedAt: null, hasError: false, totalTried: 1 })
      expect(waiting.input).not.toHaveProperty('claim')
      // The backoff has passed.
      await payload.update({ collection: 'payload-jobs', id: waiting.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })
      await payload.jobs.run({ queue: MAIL_QUEUE, where: { id: { equals: waiting.id } } })
      expect(send).toHaveBeenCalledTimes(2)
      expect(await jobsTo(to)).toHaveLength(0)
    } finally {
      send.mockRestore()
      log.mockRestore()
    }
  })
})
