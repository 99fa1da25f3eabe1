import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { createAccount, query, signIn, smsCode } from './account-helpers'

describe('agent bank details', () => {
  const browser = useBrowser()

  it('saves after an OTP, with the account number twice and the IFSC upper-cased, and reads back masked', async () => {
    const agent = await createAccount('agent')
    const page = await browser.newPage()
    await signIn(page, agent.email)
    await page.goto(`${siteUrl}/profile?panel=bank-details`)
    const panel = page.getByRole('region', { name: 'Bank Details' })

    const before = new Date().toISOString()
    await panel.getByLabel('Phone number').fill(agent.phone)
    await panel.getByRole('button', { name: 'Send OTP' }).click()
    await page.getByText('OTP sent to your phone').first().waitFor()
    await panel.getByLabel('OTP').fill(await smsCode(agent.phone, { after: before }))
    await panel.getByRole('button', { name: 'Verify OTP' }).click()
    await page.getByText('OTP verified successfully').first().waitFor()

    await panel.getByRole('button', { name: 'Save Bank Details' }).click()
    await panel.getByText('Please fill in all bank account details').waitFor()
    await panel.getByLabel('Account number', { exact: true }).fill('123456789012')
    await panel.getByLabel('Confirm account number').fill('123456789013')
    await panel.getByLabel('IFSC code').fill('sbin0001234')
    await panel.getByRole('button', { name: 'Save Bank Details' }).click()
    await panel.getByText('Account numbers do not match').waitFor()
    await expect(panel.getByLabel('IFSC code').inputValue()).resolves.toBe('SBIN0001234')

    await panel.getByLabel('Confirm account number').fill('123456789012')
    await panel.getByRole('button', { name: 'Save Bank Details' }).click()
    await page.getByText('Bank details updated successfully!').first().waitFor()
    await panel.getByText('Account ••••9012 · IFSC SBIN0001234').waitFor()

    const [row] = await query<{ bank_account_number: string; ifsc_code: string }>(
      `select b.bank_account_number, b.ifsc_code from bank_details b join users u on u.id = b.user_id where u.email = $1`,
      [agent.email],
    )
    expect(row).toEqual({ bank_account_number: '123456789012', ifsc_code: 'SBIN0001234' })

    // After a reload only the last 4 digits are anywhere in the page.
    await page.goto(`${siteUrl}/profile`)
    const html = await page.content()
    expect(html).toContain('••••9012')
    expect(html).not.toContain('123456789012')
  })

  it('is not offered to buyers', async () => {
    const buyer = await createAccount('buyer')
    const page = await browser.newPage()
    await signIn(page, buyer.email)
    await page.goto(`${siteUrl}/profile?panel=bank-details`)
    await page.getByRole('heading', { name: 'Account Information' }).waitFor()
    await expect(page.getByRole('region', { name: 'Bank Details' }).count()).resolves.toBe(0)
  })
})
