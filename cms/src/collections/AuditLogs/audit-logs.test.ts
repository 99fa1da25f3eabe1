/**
 * The audit log: written by the generic hooks for changes made by people (admins above all), in
 * the change's own transaction, with secrets masked, and never writable through the API.
 */
import { createLocalReq, Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_MASK } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeUser, uniq } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'

let payload: Payload

/** The admin as Payload's request user (the stored record). */
const asUser = async (user: SessionUser) => ({
  ...(await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true, depth: 0 })),
  collection: 'users' as const,
})
let admin: SessionUser

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await makeUser(payload, 'admin')
})

/** Entries about one record, oldest first, read as the admin. */
async function entriesFor(collection: string, id: number | string) {
  const result = await payload.find({
    collection: 'audit-logs',
    where: { and: [{ target_collection: { equals: collection } }, { record_id: { equals: String(id) } }] },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: admin,
  })
  return result.docs
}

describe('audit log', () => {
  it('records who created, changed, toggled and deleted a city, with the fields before and after', async () => {
    const name = `Audit City ${uniq()}`
    const city = await payload.create({ collection: 'cities', data: { name, state: 'Telangana' }, overrideAccess: false, user: admin })
    await payload.update({ collection: 'cities', id: city.id, data: { latitude: 17.5 }, overrideAccess: false, user: admin })
    await payload.update({ collection: 'cities', id: city.id, data: { is_active: false }, overrideAccess: false, user: admin })
    await payload.delete({ collection: 'cities', id: city.id, overrideAccess: false, user: admin })

    const entries = await entriesFor('cities', city.id)
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'status_change', 'delete'])
    expect(entries.every((e) => e.actor === admin.id && e.actor_email === admin.email && e.actor_role === 'admin')).toBe(true)
    expect(entries[0].changes).toMatchObject({ name: { from: null, to: name }, state: { from: null, to: 'Telangana' } })
    expect(entries[1].changes).toEqual({ latitude: { from: 0, to: 17.5 } })
    expect(entries[2].changes).toEqual({ is_active: { from: true, to: false } })
    expect(entries[3].changes).toMatchObject({ name: { from: name, to: null } })
  })

  it('names approvals and rejections of applicants', async () => {
    const agent = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const seller = await makeUser(payload, 'seller', { verification_status: 'pending' })
    await payload.update({
      collection: 'users',
      id: agent.id,
      data: { verification_status: 'verified' },
      overrideAccess: false,
      user: admin,
    })
    await payload.update({
      collection: 'users',
      id: seller.id,
      data: { verification_status: 'rejected', rejection_reason: 'Blurry ID' },
      overrideAccess: false,
      user: admin,
    })
    const [approved] = await entriesFor('users', agent.id)
    const [rejected] = await entriesFor('users', seller.id)
    expect(approved).toMatchObject({ action: 'approve', changes: { verification_status: { from: 'pending', to: 'verified' } } })
    expect(rejected).toMatchObject({ action: 'reject', changes: { rejection_reason: { from: null, to: 'Blurry ID' } } })
  })

  it('masks passwords and bank account numbers', async () => {
    const agent = await makeUser(payload, 'agent')
    await payload.update({ collection: 'users', id: agent.id, data: { password: 'N3w!Password' }, overrideAccess: false, user: admin })
    const bank = await payload.create({
      collection: 'bank-details',
      data: { user: agent.id, bank_account_number: '123456789012', ifsc_code: 'SBIN0001234', account_holder_name: 'Audit Agent' },
      overrideAccess: false,
      user: admin,
    })
    const [password] = await entriesFor('users', agent.id)
    expect(password.changes).toEqual({ password: { from: AUDIT_MASK, to: AUDIT_MASK } })
    const [created] = await entriesFor('bank-details', bank.id)
    const text = JSON.stringify(created.changes)
    expect(text).not.toContain('123456789012')
    expect(text).not.toContain('9012')
    expect(text).not.toContain('SBIN0001234')
    expect(created.changes).toMatchObject({
      bank_account_number: { from: null, to: AUDIT_MASK },
      account_holder_name: { to: 'Audit Agent' },
    })
  })

  it('is written in the change’s transaction: a change rolled back leaves no entry', async () => {
    const state = await payload.create({
      collection: 'states',
      data: { name: `Audit State ${uniq()}`, code: 'ZZ', region: 'Southern' },
      overrideAccess: false,
      user: admin,
    })
    const transactionID = await payload.db.beginTransaction()
    if (!transactionID) throw new Error('transactions are required')
    const req = await createLocalReq({ user: await asUser(admin) }, payload)
    req.transactionID = transactionID
    await payload.update({ collection: 'states', id: state.id, data: { region: 'Northern' }, overrideAccess: false, user: admin, req })
    const inside = await payload.find({
      collection: 'audit-logs',
      where: { and: [{ target_collection: { equals: 'states' } }, { record_id: { equals: String(state.id) } }] },
      sort: 'id',
      req,
    })
    expect(inside.docs.map((e) => e.action)).toEqual(['create', 'update'])
    await payload.db.rollbackTransaction(transactionID)

    expect((await entriesFor('states', state.id)).map((e) => e.action)).toEqual(['create'])
    const reread = await payload.findByID({ collection: 'states', id: state.id, overrideAccess: false, user: admin })
    expect(reread.region).toBe('Southern')
  })

  it('a change refused by validation leaves no entry', async () => {
    const state = await payload.create({
      collection: 'states',
      data: { name: `Audit State ${uniq()}`, code: 'YY', region: 'Southern' },
      overrideAccess: false,
      user: admin,
    })
    await expect(
      payload.update({ collection: 'states', id: state.id, data: { code: 'Y1' }, overrideAccess: false, user: admin }),
    ).rejects.toThrow()
    expect((await entriesFor('states', state.id)).map((e) => e.action)).toEqual(['create'])
  })

  it('cannot be created, edited or deleted through the API, even by an admin', async () => {
    const city = await payload.create({
      collection: 'cities',
      data: { name: `Audit ${uniq()}`, state: 'Telangana' },
      overrideAccess: false,
      user: admin,
    })
    const [entry] = await entriesFor('cities', city.id)
    const data = { action: 'delete' as const, target_collection: 'cities', record_id: String(city.id) }
    await expect(payload.create({ collection: 'audit-logs', data, overrideAccess: false, user: admin })).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.update({ collection: 'audit-logs', id: entry.id, data, overrideAccess: false, user: admin }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.delete({ collection: 'audit-logs', id: entry.id, overrideAccess: false, user: admin })).rejects.toBeInstanceOf(
      Forbidden,
    )
    expect((await entriesFor('cities', city.id)).map((e) => e.action)).toEqual(['create'])
  })

  it('keeps the e-mail of an admin whose account is later deleted; no one deletes their own', async () => {
    const leaving = await makeUser(payload, 'admin')
    const city = await payload.create({
      collection: 'cities',
      data: { name: `Audit ${uniq()}`, state: 'Telangana' },
      overrideAccess: false,
      user: leaving,
    })
    await expect(payload.delete({ collection: 'users', id: leaving.id, overrideAccess: false, user: leaving })).rejects.toThrow(
      'You cannot delete your own account.',
    )
    await payload.delete({ collection: 'users', id: leaving.id, overrideAccess: false, user: admin })
    const [created] = await entriesFor('cities', city.id)
    expect(created).toMatchObject({ action: 'create', actor: null, actor_email: leaving.email, actor_role: 'admin' })
    const [deleted] = await entriesFor('users', leaving.id)
    expect(deleted).toMatchObject({ action: 'delete', actor: admin.id, actor_email: admin.email })
  })

  it('records a member’s own changes too, and nothing for system work without a person', async () => {
    const buyer = await makeUser(payload, 'buyer')
    await payload.update({ collection: 'users', id: buyer.id, data: { city: 'Guntur' }, overrideAccess: false, user: buyer })
    await payload.update({ collection: 'users', id: buyer.id, data: { city: 'Nellore' }, overrideAccess: true })
    const entries = await entriesFor('users', buyer.id)
    expect(entries.map((e) => [e.action, e.actor])).toEqual([['update', buyer.id]])
  })
})
