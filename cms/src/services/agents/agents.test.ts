import { describe, expect, it, vi } from 'vitest'
import { deliverMail } from '../../../test/mail'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, uniq } from '../../../test/factories'
import { agentFilterWhere, listAgents, sendAgentMessage } from './index'

describe('agents directory', () => {
  it('lists only active, verified agents with a verified e-mail, narrowed by the filters', async () => {
    const payload = await getTestPayload()
    const city = `Agentpur ${uniq()}`
    const listed = await makeUser(payload, 'agent', {
      city,
      state: 'Telangana',
      specialization: 'Luxury Properties',
      experience_years: 12,
      languages: ['Telugu'],
    })
    const junior = await makeUser(payload, 'agent', { city, specialization: 'Residential Sales', experience_years: 1 })
    await makeUser(payload, 'agent', { city, email_verified: false })
    await makeUser(payload, 'agent', { city, verification_status: 'pending' })
    await makeUser(payload, 'agent', { city, status: 'inactive' })
    await makeUser(payload, 'buyer', { city })

    const all = await listAgents({ payload, user: null, filter: { city } })
    expect(all.agents.map((a) => a.id).sort()).toEqual([listed.id, junior.id].sort())

    const luxury = await listAgents({ payload, user: null, filter: { city, specialization: 'Luxury' } })
    expect(luxury.agents.map((a) => a.id)).toEqual([listed.id])
    const veterans = await listAgents({ payload, user: null, filter: { city, experience: '10+' } })
    expect(veterans.agents.map((a) => a.id)).toEqual([listed.id])
    const newcomers = await listAgents({ payload, user: null, filter: { city, experience: '0-2' } })
    expect(newcomers.agents.map((a) => a.id)).toEqual([junior.id])
    expect((await listAgents({ payload, user: null, filter: { city, experience: '6-10' } })).total).toBe(0)
  })

  it('shows a real rating and sales count, and contact details only to signed-in users', async () => {
    const payload = await getTestPayload()
    const city = `Ratingpur ${uniq()}`
    const agent = await makeUser(payload, 'agent', { city, first_name: 'Asha', last_name: 'Rao' })
    const unreviewed = await makeUser(payload, 'agent', { city })
    for (const rating of [5, 4, 4]) {
      const reviewer = await makeUser(payload, 'buyer')
      await payload.create({ collection: 'agent-reviews', data: { agent: agent.id, rating }, overrideAccess: false, user: reviewer })
    }
    await makeProperty(payload, { owner: agent.id, status: 'sold' })
    await makeProperty(payload, { assigned_agent: agent.id, status: 'sold' })
    await makeProperty(payload, { owner: agent.id, status: 'active' })

    const anonymous = await listAgents({ payload, user: null, filter: { city } })
    const card = anonymous.agents.find((a) => a.id === agent.id)!
    expect(card).toMatchObject({
      name: 'Asha Rao',
      agency: 'Asha Rao Realty',
      rating: 4.3,
      reviewCount: 3,
      sales: 2,
      email: null,
      phone: null,
    })
    expect(anonymous.agents.find((a) => a.id === unreviewed.id)).toMatchObject({
      rating: null,
      reviewCount: 0,
      sales: 0,
      languages: ['English'],
    })

    const buyer = await makeUser(payload, 'buyer')
    const signedIn = await listAgents({ payload, user: buyer, filter: { city } })
    expect(signedIn.agents.find((a) => a.id === agent.id)).toMatchObject({ email: agent.email, phone: '9876543210' })
  })

  it('builds a where that always keeps the public-agent rule', () => {
    expect(JSON.stringify(agentFilterWhere({}))).toContain('email_verified')
  })
})

describe('sendAgentMessage', () => {
  it('stores the message for sender and agent and e-mails the agent', async () => {
    const payload = await getTestPayload()
    const agent = await makeUser(payload, 'agent')
    const buyer = await makeUser(payload, 'buyer', { first_name: 'Meena', last_name: 'K' })
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      const result = await sendAgentMessage({
        payload,
        user: buyer,
        input: { agent: agent.id, topic: 'viewing', message: 'Can we meet <Saturday>?' },
      })
      expect(result).toMatchObject({ mailed: true })
      expect(await deliverMail(payload, agent.email)).toBe(1)
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({ to: agent.email, replyTo: buyer.email, subject: 'Viewing request from Meena K on Gruha' }),
      )
      expect(String(send.mock.calls[0][0].html)).toContain('Can we meet &lt;Saturday&gt;?')
    } finally {
      send.mockRestore()
    }
    const asAgent = await payload.find({
      collection: 'agent-messages',
      where: { agent: { equals: agent.id } },
      overrideAccess: false,
      user: agent,
    })
    expect(asAgent.docs).toHaveLength(1)
    expect(asAgent.docs[0]).toMatchObject({ message: 'Can we meet <Saturday>?', topic: 'viewing', email: buyer.email, name: 'Meena K' })
    const stranger = await makeUser(payload, 'buyer')
    expect(
      (await payload.find({ collection: 'agent-messages', where: { agent: { equals: agent.id } }, overrideAccess: false, user: stranger }))
        .totalDocs,
    ).toBe(0)
  })

  it('refuses agents who are not listed, and yourself', async () => {
    const payload = await getTestPayload()
    const pending = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const seller = await makeUser(payload, 'seller')
    const buyer = await makeUser(payload, 'buyer')
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      await expect(
        sendAgentMessage({ payload, user: buyer, input: { agent: pending.id, topic: 'contact', message: 'Hi' } }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
      await expect(
        sendAgentMessage({ payload, user: buyer, input: { agent: seller.id, topic: 'contact', message: 'Hi' } }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
      const agent = await makeUser(payload, 'agent')
      await expect(
        sendAgentMessage({ payload, user: agent, input: { agent: agent.id, topic: 'contact', message: 'Hi' } }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 })
      for (const to of [pending.email, seller.email, agent.email]) expect(await deliverMail(payload, to)).toBe(0)
      expect(send).not.toHaveBeenCalled()
    } finally {
      send.mockRestore()
    }
  })

  it('keeps the message, and the mail for a retry, when the mail server fails', async () => {
    const payload = await getTestPayload()
    const agent = await makeUser(payload, 'agent')
    const buyer = await makeUser(payload, 'buyer')
    const send = vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('SMTP down'))
    const log = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      const result = await sendAgentMessage({ payload, user: buyer, input: { agent: agent.id, topic: 'contact', message: 'Hello' } })
      expect(result).toMatchObject({ mailed: true })
      expect(await deliverMail(payload, agent.email)).toBe(1)
      expect(send).toHaveBeenCalledTimes(1)
      const jobs = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'mail' } }, pagination: false, depth: 0 })
      const job = jobs.docs.find((j) => (j.input as { to?: string }).to === agent.email)
      expect(job).toMatchObject({ completedAt: null, hasError: false, totalTried: 1 })
      expect(new Date(job?.waitUntil ?? 0).getTime()).toBeGreaterThan(Date.now())
    } finally {
      send.mockRestore()
      log.mockRestore()
    }
  })
})
