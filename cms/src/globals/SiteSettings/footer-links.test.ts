/** The footer's app-store and social links in site-settings (issue 10, defect 5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { HTTPS_URL_MESSAGE } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeUser } from '../../../test/factories'
import { getFooterLinks } from '../../services/content/site-contact'

const EMPTY = {
  app_links: { app_store: '', google_play: '' },
  social_links: { facebook: '', instagram: '', x: '', youtube: '', linkedin: '' },
}

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: EMPTY })
})

describe('site-settings footer links', () => {
  it('are empty until an admin fills them in, and an admin can set https addresses that visitors read', async () => {
    await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: EMPTY })
    expect(await getFooterLinks({ payload, user: null })).toEqual({ apps: [], social: [] })

    const admin = await makeUser(payload, 'admin')
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: false,
      user: admin,
      data: {
        app_links: { google_play: 'https://play.google.com/store/apps/details?id=in.gruha' },
        social_links: { instagram: 'https://www.instagram.com/gruha', linkedin: 'https://www.linkedin.com/company/gruha' },
      },
    })
    expect(await getFooterLinks({ payload, user: null })).toEqual({
      apps: [{ key: 'google_play', url: 'https://play.google.com/store/apps/details?id=in.gruha' }],
      social: [
        { key: 'instagram', url: 'https://www.instagram.com/gruha' },
        { key: 'linkedin', url: 'https://www.linkedin.com/company/gruha' },
      ],
    })
  })

  it('refuse anything but a full https address', async () => {
    for (const bad of ['http://www.facebook.com/gruha', 'javascript:alert(1)', 'www.facebook.com/gruha']) {
      const error = await payload
        .updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { social_links: { facebook: bad } } })
        .catch((e: unknown) => e)
      expect(error, bad).toBeInstanceOf(Error)
      expect(JSON.stringify((error as { data?: unknown }).data), bad).toContain(HTTPS_URL_MESSAGE)
    }
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.social_links?.facebook ?? '').not.toMatch(/^(http:|javascript:|www\.)/)
  })

  it('are edited by admins only', async () => {
    for (const role of ['seller', 'editor'] as const) {
      const user = await makeUser(payload, role)
      await expect(
        payload.updateGlobal({
          slug: 'site-settings',
          overrideAccess: false,
          user,
          data: { social_links: { x: 'https://x.com/not-gruha' } },
        }),
      ).rejects.toThrow()
    }
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.social_links?.x ?? '').not.toBe('https://x.com/not-gruha')
  })
})
