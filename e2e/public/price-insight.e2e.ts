/**
 * Issue 24, price insight on the property page: the median of comparable listings with its sample,
 * the listing's price history, the EMI calculator (live, and as a GET form without JavaScript),
 * and rent insight without EMI for rentals. Makes its own listings in a city of its own.
 */
import { describe, expect, it } from 'vitest'
import { useBrowser, siteUrl } from '../support/browser'
import { noSideScroll } from '../support/records'
import { asAdmin } from '../support/rest'

const suffix = Date.now().toString(36)
const city = `Insightnagar ${suffix}`
const place = { city, mandal: 'Madhapur', state: 'Telangana', address: '1 Insight Road', latitude: 17.44, longitude: 78.39 }
const listing = (data: Record<string, unknown>) =>
  asAdmin('POST', 'properties', { description: 'Made by the price insight test.', status: 'active', ...place, ...data })

describe('price insight', () => {
  const { newPage, expectConsoleError } = useBrowser()
  let sale: number
  let rent: number

  it('sets up listings', async () => {
    sale = (
      await listing({ title: `Insight Villa ${suffix}`, listing_type: 'SALE', property_type: 'villa', price: 9_000_000, area_sqft: 1500 })
    ).id
    for (const [price, type] of [
      [6_000_000, 'villa'],
      [7_000_000, 'independent_house'],
      [8_000_000, 'villa'],
    ] as const) {
      await listing({ title: `Insight Neighbour ${suffix} ${price}`, listing_type: 'SALE', property_type: type, price, area_sqft: 1000 })
    }
    // The owner lowers the price: it shows in the history.
    await asAdmin('PATCH', `properties/${sale}`, { price: 8_400_000 })
    rent = (
      await listing({
        title: `Insight Flat ${suffix}`,
        listing_type: 'RENT',
        property_type: 'gated_apartment',
        monthly_rent: 30_000,
        area_sqft: 1000,
      })
    ).id
  }, 60_000)

  it('compares with the locality, shows the history and works out the EMI as one types (desktop)', async () => {
    const page = await newPage()
    await page.goto(`${siteUrl}/property/${sale}`)
    const insight = page.getByRole('region', { name: 'Price insight' })
    await expect.poll(() => insight.getByTestId('insight-own').textContent()).toBe('₹5,600/sq ft')
    await expect.poll(() => insight.getByTestId('insight-median').textContent()).toBe('₹7,000/sq ft')
    expect(await insight.getByText('Median of 3 comparable listings').count()).toBe(1)
    expect(await insight.getByTestId('insight-gap').textContent()).toBe('This listing is 20% below the median of comparable listings.')
    expect(
      await insight.getByText(`in Madhapur, ${city} of a similar type (Independent House, Villa, Farm House)`, { exact: false }).count(),
    ).toBe(1)
    const history = insight.getByTestId('price-history').getByRole('listitem')
    await expect
      .poll(() => history.allTextContents())
      .toEqual([
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} Listed at ₹90,00,000 \(₹90 L\)$/),
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} Lowered from ₹90,00,000 \(₹90 L\) to ₹84,00,000 \(₹84 L\)$/),
      ])

    const emi = page.getByRole('region', { name: 'EMI calculator' })
    // Prefilled: 80 % of ₹84 L at 8.5 % for 20 years.
    expect(await emi.getByLabel('Loan amount (₹)').inputValue()).toBe('6720000')
    expect(await emi.getByLabel('Interest rate (% a year)').inputValue()).toBe('8.5')
    expect(await emi.getByLabel('Tenure (years)').inputValue()).toBe('20')
    await expect.poll(() => emi.getByTestId('emi-monthly').textContent()).toBe('₹58,318')
    await emi.getByLabel('Loan amount (₹)').fill('5000000')
    await emi.getByLabel('Interest rate (% a year)').fill('10')
    await expect.poll(() => emi.getByTestId('emi-monthly').textContent()).toBe('₹48,251')
    await expect.poll(() => emi.getByTestId('emi-interest').textContent()).toBe('₹65,80,260')
    await emi.getByText('Year-by-year schedule (20 years)').click()
    const rows = emi.getByRole('table').locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(20)
    expect(await rows.last().locator('td').last().textContent()).toBe('₹0')
    await emi.getByLabel('Tenure (years)').fill('0')
    await expect.poll(() => emi.getByText('Enter a tenure of 1 to 40 whole years.').count()).toBe(1)
  }, 90_000)

  it('fits a 360 px phone, schedule open', async () => {
    const page = await newPage()
    await page.setViewportSize({ width: 360, height: 760 })
    await page.goto(`${siteUrl}/property/${sale}`)
    await page.getByText('Year-by-year schedule (20 years)').click()
    await noSideScroll(page)
  }, 60_000)

  it('works without JavaScript as a GET form, keeping what was typed when it makes no sense', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(`${siteUrl}/property/${sale}`)
    await page.getByLabel('Loan amount (₹)').fill('5000000')
    await page.getByLabel('Interest rate (% a year)').fill('10')
    await page.getByRole('button', { name: 'Calculate EMI' }).click()
    await page.waitForURL(/loan=5000000&rate=10&years=20/)
    expect(await page.getByTestId('emi-monthly').textContent()).toBe('₹48,251')

    await page.getByLabel('Interest rate (% a year)').fill('45')
    expectConsoleError(/status of 400/)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('rate=45')),
      page.getByRole('button', { name: 'Calculate EMI' }).click(),
    ])
    expect(response.status()).toBe(400)
    await page.waitForURL(/rate=45/)
    expect(await page.getByText('Enter an interest rate between 0 and 30%.').count()).toBe(1)
    expect(await page.getByLabel('Interest rate (% a year)').inputValue()).toBe('45')
    expect(await page.getByTestId('emi-monthly').count()).toBe(0)
  }, 60_000)

  it('shows rent insight and no EMI for a rental, and no median from too few listings', async () => {
    const page = await newPage()
    await page.goto(`${siteUrl}/property/${rent}`)
    const insight = page.getByRole('region', { name: 'Rent insight' })
    await expect.poll(() => insight.getByTestId('insight-own').textContent()).toBe('₹30/sq ft a month')
    expect(await insight.getByTestId('insight-too-few').textContent()).toBe(
      'Only 0 comparable listings state their area, too few for a fair median (we need at least 3).',
    )
    expect(await insight.getByTestId('insight-median').count()).toBe(0)
    expect(await page.getByRole('region', { name: 'EMI calculator' }).count()).toBe(0)
    expect(await insight.getByTestId('price-history').textContent()).toMatch(/Listed at ₹30,000\/month/)
  }, 60_000)

  it('speaks Telugu and Hindi', async () => {
    const page = await newPage()
    await page.goto(`${siteUrl}/property/${sale}?lng=hi`)
    await expect.poll(() => page.getByRole('heading', { name: 'कीमत विश्लेषण' }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'EMI कैलकुलेटर' }).count()).toBe(1)
    await page.goto(`${siteUrl}/property/${sale}?lng=te`)
    await expect.poll(() => page.getByRole('heading', { name: 'ధర విశ్లేషణ' }).count()).toBe(1)
  }, 60_000)
})
