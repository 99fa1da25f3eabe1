import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { cmsUrl } from '../support/browser'
import { DEMO } from '../support/env'

/** A call to Payload's REST API as the demo admin (test setup: listings made for this test). */
let token: string | undefined
export async function admin(method: string, path: string, body?: unknown) {
  if (!token) {
    const res = await fetch(`${cmsUrl}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO.admin),
    })
    token = ((await res.json()) as { token: string }).token
  }
  const res = await fetch(`${cmsUrl}/cms/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { doc: { id: number } }).doc
}

/** The page does not scroll sideways at a 360 px width. */
export async function noSideScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}
