import { describe, expect, it } from 'vitest'
import { rest, restLogin } from '../e2e/support/rest'
import { DEMO, siteUrl } from '../e2e/support/env'
import { Client } from '../e2e/support/http'
import { liveProperty, query } from '../e2e/support/db'

const OUTSIDE = 'https://evil.example/x.pdf'

describe('10 only our own uploaded PDFs are framed in a listing', () => {
  it('saving a section whose content is an outside PDF is refused', async () => {
    const client = new Client()
    const { token } = await restLogin(DEMO.admin.email, DEMO.admin.password, { client: client })
    const property = await liveProperty()
    const res = await rest('PATCH', `/properties/${property.id}`, {
      client: client,
      token: token!,
      json: { sections: [{ title: 'Brochure', content: OUTSIDE }] },
    })
    expect(res.status).toBe(400)
    expect(await query('SELECT id FROM properties_sections WHERE _parent_id = $1 AND content = $2', [property.id, OUTSIDE])).toHaveLength(0)
  })

  it('an outside PDF already stored renders as text, never as a frame', async () => {
    const property = await liveProperty()
    await query(
      `INSERT INTO properties_sections (_order, _parent_id, id, title, content) VALUES (99, $1, 'sec-check-10', 'Brochure', $2)`,
      [property.id, OUTSIDE],
    )
    try {
      // A query of its own: the row was written below the hooks, so a kept public page would not know of it.
      const html = await (await fetch(`${siteUrl}${property.path}?check=10`)).text()
      expect(html).toContain('Brochure')
      expect(html).not.toMatch(/<iframe[^>]*evil\.example/)
      expect(html).toContain(OUTSIDE)
    } finally {
      await query(`DELETE FROM properties_sections WHERE id = 'sec-check-10'`)
    }
  })
})
