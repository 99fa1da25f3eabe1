/**
 * The console's approvals, documents and assignment screens through the real UI, as the admin:
 * assigning an agent (the agent's mail carries the answer links), approving a pending seller with
 * their document in the review modal, approving a property listing (it goes live) and reviewing a
 * document, which downloads as an attachment with nosniff.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { cmsUrl, siteUrl, uniqueEmail, useBrowser } from '../support/browser'
import { waitForMail } from '../support/mail'
import { cmsToken, signInToConsole } from '../support/session'
import { createListing, createUser, type TestUser } from '../support/factory'

/** A one-page PDF that says "Gruha address proof test". */
const PDF = Buffer.from(
  'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCA2MTIgNzkyXSAvQ29udGVudHMgNCAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgNSAwIFIgPj4gPj4gPj4KZW5kb2JqCjQgMCBvYmoKPDwgL0xlbmd0aCA1NSA+PgpzdHJlYW0KQlQgL0YxIDI0IFRmIDcyIDcyMCBUZCAoR3J1aGEgYWRkcmVzcyBwcm9vZiB0ZXN0KSBUaiBFVAplbmRzdHJlYW0KZW5kb2JqCjUgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL1R5cGUxIC9CYXNlRm9udCAvSGVsdmV0aWNhID4+CmVuZG9iagp4cmVmCjAgNgowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1OCAwMDAwMCBuIAowMDAwMDAwMTE1IDAwMDAwIG4gCjAwMDAwMDAyNDEgMDAwMDAgbiAKMDAwMDAwMDM0NiAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDYgL1Jvb3QgMSAwIFIgPj4Kc3RhcnR4cmVmCjQxNgolJUVPRgo=',
  'base64',
)

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

async function cms<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `JWT ${init.token}`)
  headers.set('Origin', cmsUrl)
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json')
  const res = await fetch(`${cmsUrl}/cms/api${path}`, { ...init, headers })
  const body = (await res.json()) as T
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

let adminToken = ''
let property: { id: number; title: string }
// This file's own buyer and agent: the agent's mail is this file's alone.
let buyer: TestUser
let agent: TestUser

beforeAll(async () => {
  adminToken = await cmsToken()
  ;[buyer, agent] = await Promise.all([createUser('buyer'), createUser('agent')])
  property = await createListing(await createUser('seller'))
})

describe('console: assignments, approvals and documents', () => {
  const browser = useBrowser()

  it('assigns an agent to an unassigned inquiry, and the agent is e-mailed accept and decline links', async () => {
    // /cms/api is for staff (ADR 7): the admin files the buyer's enquiry on their behalf.
    const name = `Enquirer ${Date.now().toString(36)}`
    const message = 'I would like to visit this weekend with my family, is Saturday morning possible for a viewing?'
    await cms('/inquiries', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ user: buyer.id, property: property.id, name, email: buyer.email, message }),
    })

    const page = await browser.newPage()
    await signInToConsole(page)
    await page.goto(`${siteUrl}/admin/agent-assignments`)
    await page.getByText('Active Agents').waitFor()
    await page.getByText('Unassigned Inquiries').waitFor()
    const row = page.getByRole('row', { name: new RegExp(name) })
    // The message preview is cut at 50 characters.
    await row.getByText(`${message.slice(0, 50)}...`).waitFor()
    const started = Date.now()
    await row.getByRole('button', { name: 'Assign Agent' }).click()
    const dialog = page.getByRole('dialog', { name: 'Assign Agent to Inquiry' })
    await dialog.getByLabel('Search agents').fill(agent.email)
    await dialog.getByRole('radio', { name: `· ${agent.email}`, exact: false }).check()
    await dialog.getByLabel('Notes').fill('Buyer prefers Saturday')
    await dialog.getByRole('button', { name: 'Assign Agent' }).click()
    await page.getByText('Agent assigned successfully! They will need to accept the assignment.').waitFor()

    const mail = await waitForMail(agent.email, { subject: /enquiry assigned/i, after: started - 1000 })
    expect(mail.text).toContain(name)
    const accept = /(https?:\/\/[^\s"<>]+\/agent\/assignments\?assignment=\d+&(?:amp;)?action=accept)/.exec(mail.text)?.[1]
    expect(accept, mail.text).toBeTruthy()
    expect(mail.text).toMatch(/\/agent\/assignments\?assignment=\d+&(amp;)?action=decline/)

    await page.getByRole('tab', { name: 'Assignments' }).first().click()
    const assignment = page.getByRole('row', { name: new RegExp(name) })
    await assignment.getByText('Pending').waitFor()
    const id = /assignment=(\d+)/.exec(accept!)![1]
    await assignment.getByText(id.slice(-8), { exact: true }).waitFor()
  })

  it('reviews a pending seller with their document, approves them, and approves their listing', async () => {
    const email = uniqueEmail('seller-review')
    // Members cannot sign up or upload over /cms/api (ADR 7): the admin sets up the pending seller and their PAN.
    const seller = await cms<{ doc: { id: number } }>('/users', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({
        email,
        password: 'Strong@123',
        first_name: 'Revathi',
        last_name: 'Naidu',
        role: 'seller',
        verification_status: 'pending',
      }),
    })
    const form = new FormData()
    form.set('file', new Blob([PNG], { type: 'image/png' }), `pan-${seller.doc.id}.png`)
    form.set(
      '_payload',
      JSON.stringify({ document_category: 'pan_card', entity_type: 'user', entity_id: String(seller.doc.id), uploaded_by: seller.doc.id }),
    )
    const upload = await cms<{ doc: { id: number } }>('/documents', { method: 'POST', token: adminToken, body: form })

    const page = await browser.newPage()
    await signInToConsole(page)
    await page.goto(`${siteUrl}/admin/user-approvals`)
    await page.getByText(/\d+ pending/).waitFor()
    const row = page.getByRole('row', { name: new RegExp(email) })
    await row.getByRole('button', { name: 'Review' }).click()
    const dialog = page.getByRole('dialog', { name: /Review Seller/ })
    await dialog.getByText(`pan-${seller.doc.id}.png`, { exact: false }).waitFor()
    await expect(dialog.getByLabel('Reason for rejection').inputValue()).resolves.toBe('Application does not meet requirements')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Seller approved successfully!').waitFor()
    await waitForMail(email, { subject: /approved/i })
    await page.getByRole('row', { name: new RegExp(email) }).waitFor({ state: 'detached' })

    // A listing waiting for review goes live when its approval is granted.
    const listing = await cms<{ doc: { id: number; title: string } }>('/properties', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({
        title: `Review Villa ${Date.now().toString(36)}`,
        description: 'Waiting for review.',
        listing_type: 'SALE',
        property_type: 'villa',
        price: 9000000,
        address: '2 Test Road',
        city: 'Hyderabad',
        state: 'Telangana',
        status: 'inactive',
        owner: seller.doc.id,
      }),
    })
    await cms('/approvals', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ approval_type: 'property_listing', user: seller.doc.id, property: listing.doc.id, origin: 'user' }),
    })
    await page.goto(`${siteUrl}/admin/approvals`)
    await page.getByRole('tab', { name: /Pending/ }).click()
    const approvalRow = page.getByRole('row', { name: new RegExp(listing.doc.title) })
    await approvalRow.getByRole('button', { name: 'Review' }).click()
    const review = page.getByRole('dialog', { name: /Review Property Listing/ })
    await review.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Approval granted successfully').waitFor()
    const live = await cms<{ status: string }>(`/properties/${listing.doc.id}?depth=0`, { token: adminToken })
    expect(live.status).toBe('active')

    // The seller's document: approved, then served as a download with nosniff (to the admin only).
    await page.goto(`${siteUrl}/admin/documents`)
    await page.getByText(/\d+ documents/).waitFor()
    await page.getByRole('tab', { name: /^User/ }).click()
    const docRow = page.getByRole('row', { name: new RegExp(`pan-${seller.doc.id}`) })
    await docRow.getByText('66 Bytes').waitFor()
    await docRow.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Document approved').waitFor()
    await docRow.getByText('Approved').waitFor()

    const file = await page.request.get(`${siteUrl}/api/files/${upload.doc.id}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-disposition']).toMatch(/^attachment/)
    // The site sets nosniff on every response; the file route sets it too.
    expect(file.headers()['x-content-type-options']).toMatch(/^nosniff/)
    expect((await file.body()).equals(PNG)).toBe(true)
  })

  it('shows a PDF document inside the console, fetched with the session (its policy frames blob: URLs)', async () => {
    const name = `address-${Date.now().toString(36)}.pdf`
    const form = new FormData()
    form.set('file', new Blob([PDF], { type: 'application/pdf' }), name)
    form.set(
      '_payload',
      JSON.stringify({
        document_category: 'address_proof',
        entity_type: 'user',
        entity_id: String(buyer.id),
        uploaded_by: buyer.id,
      }),
    )
    await cms('/documents', { method: 'POST', token: adminToken, body: form })

    const page = await browser.newPage()
    await signInToConsole(page)
    await page.goto(`${siteUrl}/admin/documents`)
    await page.getByText(/\d+ documents/).waitFor()
    await page.getByRole('button', { name: `View ${name}` }).click()
    const viewer = page.getByRole('dialog', { name })
    // A frame the policy refused would log a CSP violation, which fails this test.
    const frame = viewer.locator(`iframe[title="${name}"]`)
    await expect.poll(() => frame.getAttribute('src')).toMatch(/^blob:/)
    await viewer.getByRole('button', { name: 'Close' }).click()
  })
})
