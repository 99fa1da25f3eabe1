import { chromium } from 'playwright-core'
const cms = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('response', (r) => { if (r.request().method() === 'POST') console.log('resp', r.status(), r.url()) })
await page.goto(`${cms}/cms/login`)
await page.getByLabel(/email/i).fill('buyer@gruha.local')
await page.getByLabel(/password/i).fill('Demo@12345')
await page.getByRole('button', { name: /login/i }).click()
await page.waitForTimeout(4000)
console.log(page.url())
console.log((await page.locator('body').innerText()).slice(0, 1000))
await browser.close()
