import { describe, expect, it } from 'vitest'
import { guardRest, headFromGet, isCompleteMultipart, pathProblem, publicQueryProblem, queryProblem } from './rest-guard'

const q = (text: string) => queryProblem(new URLSearchParams(text))

describe('REST guard', () => {
  it('lets the queries of the /cms admin UI through', () => {
    expect(q('limit=10&page=2&depth=1&sort=-createdAt&where[or][0][and][0][title][like]=villa')).toBeNull()
    expect(q('select[title]=true&locale=te')).toBeNull()
  })

  it('refuses repeated keys, non-integer paging, deep depth and NUL', () => {
    expect(q('limit=1&limit=2')).toMatch(/more than once/)
    expect(q('where[slug][like]=a&where[slug][like]=b')).toMatch(/more than once/)
    expect(q('limit=5.57e31')).toMatch(/whole number/)
    expect(q('page=-5')).toMatch(/whole number/)
    expect(q('limit=null')).toMatch(/whole number/)
    expect(q('depth=100')).toMatch(/at most 10/)
    expect(q('sort=%00')).toMatch(/NUL/)
  })

  it('needs a multipart body to carry its boundary and closing line', () => {
    const body = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer
    expect(isCompleteMultipart('multipart/form-data', body('no boundary'))).toBe(false)
    expect(isCompleteMultipart('multipart/form-data; boundary=B', body('--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nx'))).toBe(
      false,
    )
    expect(
      isCompleteMultipart('multipart/form-data; boundary=B', body('--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--B--\r\n')),
    ).toBe(true)
  })

  it('answers 400 without calling Payload, and calls it for a good request', async () => {
    let calls = 0
    const handler = guardRest(async () => {
      calls += 1
      return new Response('ok')
    })
    const bad = await handler(
      new Request('http://x/cms/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data' },
        body: 'no boundary',
      }),
      {},
    )
    expect(bad.status).toBe(400)
    expect(calls).toBe(0)
    const good = await handler(new Request('http://x/cms/api/pages?limit=5'), {})
    expect(await good.text()).toBe('ok')
    expect(calls).toBe(1)
  })

  it("keeps Payload's edit locks and preferences to staff", async () => {
    let staff = false
    const handler = guardRest(async () => new Response('ok'), { isStaff: async () => staff })
    const lock = () => new Request('http://x/cms/api/payload-locked-documents?limit=5')
    expect((await handler(lock(), {})).status).toBe(403)
    expect((await handler(new Request('http://x/cms/api/payload-preferences/nav', { method: 'POST', body: '{}' }), {})).status).toBe(403)
    expect((await handler(new Request('http://x/cms/api/pages'), {})).status).toBe(200)
    staff = true
    expect((await handler(lock(), {})).status).toBe(200)
  })

  it('refuses a path that would not survive being decoded twice (Next, then Payload)', () => {
    expect(pathProblem('/cms/api/media/file/a%25.png')).toMatch(/percent sign/)
    expect(pathProblem('/cms/api/media/file/a%2525.png')).toBeNull()
    expect(pathProblem('/cms/api/media/file/caf%C3%A9.png')).toBeNull()
  })

  it('refuses geometry operators: no collection has a point field', () => {
    expect(q('where[latitude][near]=1,2,3')).toMatch(/near operator/)
    expect(q('where[or][0][longitude][within]=x')).toMatch(/within operator/)
    expect(q('where[title][like]=near')).toBeNull()
  })

  it('caps page size and depth and refuses pagination=false for readers who are not staff', () => {
    const p = (text: string) => publicQueryProblem(new URLSearchParams(text))
    expect(p('limit=100&depth=2&page=3')).toBeNull()
    expect(p('limit=101')).toMatch(/between 1 and 100/)
    expect(p('limit=0')).toMatch(/between 1 and 100/)
    expect(p('depth=3')).toMatch(/at most 2/)
    expect(p('pagination=false')).toMatch(/pagination is not allowed/)
    expect(p('joins[images][limit]=1000')).toMatch(/between 1 and 100/)
  })

  it('lets staff past the public caps, asking who it is only for a capped query', async () => {
    let staff = false
    let asked = 0
    const handler = guardRest(async () => new Response('ok'), {
      isStaff: async () => {
        asked += 1
        return staff
      },
    })
    const big = () => new Request('http://x/cms/api/properties?limit=100000&depth=10')
    expect((await handler(new Request('http://x/cms/api/properties?limit=20'), {})).status).toBe(200)
    expect(asked).toBe(0)
    const refused = await handler(big(), {})
    expect(refused.status).toBe(400)
    expect((await refused.json()).errors[0].message).toMatch(/limit must be between 1 and 100/)
    expect((await handler(new Request('http://x/cms/api/properties?pagination=false'), {})).status).toBe(400)
    // The method override carries the query in the body: it is capped alike.
    const override = new Request('http://x/cms/api/properties', {
      method: 'POST',
      headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'limit=5000',
    })
    expect((await handler(override, {})).status).toBe(400)
    staff = true
    expect((await handler(big(), {})).status).toBe(200)
  })

  it('answers HEAD as GET would, with its status and headers and without the body', async () => {
    const asked: Array<{ method: string; url: string; cookie: string | null }> = []
    const head = headFromGet(async (request: Request) => {
      asked.push({ method: request.method, url: request.url, cookie: request.headers.get('cookie') })
      if (request.url.endsWith('/missing.webp')) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
      return new Response('image bytes', { headers: { 'Content-Type': 'image/webp', 'Content-Length': '11' } })
    })
    const found = await head(new Request('http://x/cms/api/media/file/a.webp', { method: 'HEAD', headers: { cookie: 'c=1' } }), {})
    expect(found.status).toBe(200)
    expect(found.headers.get('content-type')).toBe('image/webp')
    expect(found.headers.get('content-length')).toBe('11')
    expect(await found.text()).toBe('')
    expect((await head(new Request('http://x/cms/api/media/file/missing.webp', { method: 'HEAD' }), {})).status).toBe(404)
    expect(asked).toEqual([
      { method: 'GET', url: 'http://x/cms/api/media/file/a.webp', cookie: 'c=1' },
      { method: 'GET', url: 'http://x/cms/api/media/file/missing.webp', cookie: null },
    ])
  })
})
