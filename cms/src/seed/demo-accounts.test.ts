/** The /login demo shortcuts show only in demo mode, and only for demo accounts that exist (issue 10, defect 4). */
import type { RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../test/payload'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoShortcuts } from './demo-accounts'

describe('demoShortcuts', () => {
  it('are off outside demo mode, and list only the seeded demo accounts in it', async () => {
    const payload = await getTestPayload()
    const existing = await payload.find({ collection: 'users', overrideAccess: true, where: { email: { equals: DEMO_ACCOUNTS.buyer } } })
    if (!existing.docs.length) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          email: DEMO_ACCOUNTS.buyer,
          password: DEMO_PASSWORD,
          first_name: 'Demo',
          last_name: 'Buyer',
          role: 'buyer',
        } as RequiredDataFromCollectionSlug<'users'>,
      })
    }
    expect(await demoShortcuts(payload, false)).toBeNull()
    const shown = await demoShortcuts(payload, true)
    expect(shown?.password).toBe(DEMO_PASSWORD)
    expect(shown?.accounts).toContainEqual({ role: 'buyer', email: DEMO_ACCOUNTS.buyer })
    // Whatever else exists, nothing but the three demo e-mails is ever offered.
    for (const account of shown?.accounts ?? []) expect(account.email).toBe(DEMO_ACCOUNTS[account.role])
  })
})
