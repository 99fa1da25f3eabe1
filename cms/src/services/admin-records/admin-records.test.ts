import { NotFound } from 'payload'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, uniq } from '../../../test/factories'
import { AppError } from '../../errors/app-error'
import { countAdminTabs, createAdminRecord, deleteAdminRecord, getAdminRecord, listAdminRecords, updateAdminRecord } from './index'

/** The AppError a call is refused with (a call that succeeds fails the test). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('listAdminRecords', () => {
  it("answers a page in the sort's order, its offset and the filter's total, as the admin", async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const tag = `Pagetag${uniq()}`
    for (const title of ['Charlie', 'Alpha', 'Bravo', 'Delta']) await makeProperty(payload, { title: `${tag} ${title}`, owner: admin.id })

    const page = await listAdminRecords({
      payload,
      user: admin,
      input: { resource: 'properties', filter: { q: tag }, sort: ['title', 'ASC'], range: [2, 3] },
    })
    expect(page.total).toBe(4)
    expect(page.start).toBe(2)
    expect(page.records.map((r) => r.title)).toEqual([`${tag} Charlie`, `${tag} Delta`])
    // The record as the console reads it: the owner joined into its name.
    expect(page.records[0]?.owner).toBe(admin.id)
    expect(page.records[0]?.owner_email).toBe(admin.email)

    const tabs = await countAdminTabs({
      payload,
      user: admin,
      input: { resource: 'properties', filter: { q: tag }, tabs: { all: {}, active: { status: 'active' }, sold: { status: 'sold' } } },
    })
    expect(tabs).toEqual({ all: 4, active: 4, sold: 0 })
  })

  it('never lets a field the console does not declare reach the query or the answer (a password hash)', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const tag = `Hashtag${uniq()}`
    await makeUser(payload, 'buyer', { last_name: tag })
    await makeUser(payload, 'buyer', { last_name: tag })

    const page = await listAdminRecords({
      payload,
      user: admin,
      input: { resource: 'users', filter: { q: tag, hash: 'x', salt: 'y' }, sort: ['hash', 'ASC'] },
    })
    // The undeclared filters are dropped (both rows match) and the sort falls back to newest first.
    expect(page.total).toBe(2)
    expect(page.records).toHaveLength(2)
    for (const record of page.records) {
      for (const secret of ['hash', 'salt', 'password', 'sessions', 'resetPasswordToken', 'search_text']) {
        expect(record, secret).not.toHaveProperty(secret)
      }
    }
  })

  it('refuses anyone but a signed-in admin, and names no resource it does not know', async () => {
    const payload = await getTestPayload()
    const input = { resource: 'users' }
    expect((await refusal(listAdminRecords({ payload, user: null, input }))).code).toBe('UNAUTHENTICATED')
    for (const role of ['buyer', 'seller', 'agent', 'editor'] as const) {
      const member = await makeUser(payload, role)
      const refused = await refusal(listAdminRecords({ payload, user: member, input }))
      expect(refused.code, role).toBe('FORBIDDEN')
      expect(refused.message).toBe('Access denied. This portal is restricted to administrators only.')
      expect((await refusal(getAdminRecord({ payload, user: member, input: { resource: 'users', id: member.id } }))).code).toBe('FORBIDDEN')
      expect((await refusal(deleteAdminRecord({ payload, user: member, input: { resource: 'users', id: member.id } }))).code).toBe(
        'FORBIDDEN',
      )
    }
    const admin = await makeUser(payload, 'admin')
    for (const resource of ['toString', '__proto__', 'payload-preferences', 42]) {
      const refused = await refusal(listAdminRecords({ payload, user: admin, input: { resource } }))
      expect(refused.code, String(resource)).toBe('NOT_FOUND')
    }
  })
})

describe('getAdminRecord', () => {
  it("answers a limited list's rows only, and a malformed id as no record", async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const pendingAgent = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const buyer = await makeUser(payload, 'buyer')

    const record = await getAdminRecord({ payload, user: admin, input: { resource: 'user-approvals', id: pendingAgent.id } })
    expect(record.id).toBe(pendingAgent.id)
    expect((await refusal(getAdminRecord({ payload, user: admin, input: { resource: 'user-approvals', id: buyer.id } }))).code).toBe(
      'NOT_FOUND',
    )
    for (const id of ['1.5', '-3', 'abc', null]) {
      expect((await refusal(getAdminRecord({ payload, user: admin, input: { resource: 'users', id } }))).code).toBe('NOT_FOUND')
    }
  })
})

describe('createAdminRecord, updateAdminRecord, deleteAdminRecord', () => {
  it("checks the form's schema and answers each field's message", async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const refused = await refusal(createAdminRecord({ payload, user: admin, input: { resource: 'users', data: {} } }))
    expect(refused.code).toBe('INVALID_INPUT')
    expect(refused.message).toBe('First name is required')
    expect(refused.fieldErrors).toMatchObject({ first_name: 'First name is required', password: 'Password is required for new users' })

    // An edit reports only the fields it sends: a stored gap elsewhere does not block it.
    const buyer = await makeUser(payload, 'buyer')
    const edit = await refusal(
      updateAdminRecord({ payload, user: admin, input: { resource: 'users', id: buyer.id, data: { email: 'nope' } } }),
    )
    expect(edit.code).toBe('INVALID_INPUT')
    expect(Object.keys(edit.fieldErrors ?? {})).toEqual(['email'])
    const renamed = await updateAdminRecord({
      payload,
      user: admin,
      input: { resource: 'users', id: buyer.id, data: { first_name: 'Renamed' } },
    })
    expect(renamed.first_name).toBe('Renamed')
  })

  it('refuses writes to read-only lists, and an admin deleting their own account', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const agent = await makeUser(payload, 'agent')
    const input = { resource: 'assignable-agents', id: agent.id, data: { first_name: 'X' } }
    expect((await refusal(createAdminRecord({ payload, user: admin, input }))).code).toBe('UNSUPPORTED')
    expect((await refusal(updateAdminRecord({ payload, user: admin, input }))).code).toBe('UNSUPPORTED')
    expect((await refusal(deleteAdminRecord({ payload, user: admin, input }))).code).toBe('UNSUPPORTED')

    const own = await refusal(deleteAdminRecord({ payload, user: admin, input: { resource: 'users', id: admin.id } }))
    expect(own.code).toBe('INVALID_INPUT')
    expect(own.message).toBe('You cannot delete your own account.')
    expect(await getAdminRecord({ payload, user: admin, input: { resource: 'users', id: admin.id } })).toMatchObject({ id: admin.id })

    const deleted = await deleteAdminRecord({ payload, user: admin, input: { resource: 'users', id: agent.id } })
    expect(deleted.id).toBe(agent.id)
    await expect(getAdminRecord({ payload, user: admin, input: { resource: 'users', id: agent.id } })).rejects.toBeInstanceOf(NotFound)
  })
})
