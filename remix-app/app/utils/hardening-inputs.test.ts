/**
 * Issue 20: inputs that were 500s, through the site's real actions on a real database.
 */
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../cms/test/payload'
import * as loginRoute from '~/routes/login/route'
import * as rentRoute from '~/routes/rent-property/route'
import { callRoute, formRequest, signedInUser, statusOf } from '../../test/routes'

describe('inputs that were 500s answer 4xx (issue 20)', () => {
  it('sign-up with an e-mail of over 300 characters is refused and creates nothing', async () => {
    const email = `${'a'.repeat(310)}@example.test`
    const result = await callRoute(
      loginRoute.action,
      formRequest('/login', {
        intent: 'signup',
        first_name: 'Long',
        last_name: 'Mail',
        email,
        password: 'Tamarind#Leaf42',
        confirmPassword: 'Tamarind#Leaf42',
        role: 'buyer',
        terms_accepted: 'on',
      }),
    )
    expect(statusOf(result)).toBe(400)
    const payload = await getTestPayload()
    const { user: admin } = await signedInUser('admin')
    const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: false, user: admin })
    expect(found.totalDocs).toBe(0)
  })

  it('/rent-property with property=abc, NaN or an array is a field error, not a 500', async () => {
    const { cookie } = await signedInUser('seller')
    const valid = { monthly_rent: '25000', security_deposit: '50000', available_from: '2030-05-01' }
    for (const property of ['abc', 'NaN', '99999999999', ['1', 'abc']]) {
      const result = await callRoute(rentRoute.action, formRequest('/rent-property', { ...valid, property }, cookie))
      expect(statusOf(result), JSON.stringify(property)).toBe(400)
    }
  })
})
