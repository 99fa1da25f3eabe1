/** Finding 7: no limits on enquiries. The 11th enquiry in an hour (site-settings default 10) is refused with 429 and not stored. */
import { describe, expect, it } from 'vitest'
import { sql } from '../e2e/support/db'
import { createUser } from '../e2e/support/factory'
import { postFormWithCookie, siteSignIn } from '../e2e/support/site'

describe('07 contact caps', () => {
  it('stores at most 10 enquiries an hour from one member and answers the rest 429', async () => {
    const [property] = await sql<{ id: number }>(`select id from properties where status = 'active' order by id limit 1`)
    const buyer = await createUser('buyer')
    const { cookie } = await siteSignIn(buyer.email)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await postFormWithCookie(`/property/${property.id}`, cookie!, {
        intent: 'enquiry',
        name: 'Sec Buyer',
        email: buyer.email,
        phone: buyer.phone,
        message: `Enquiry number ${i + 1}`,
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    const [stored] = await sql<{ n: string }>('select count(*) as n from inquiries where user_id = $1', [buyer.id])
    expect(Number(stored.n)).toBe(10)
  })
})
