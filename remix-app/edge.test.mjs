import { describe, expect, it } from 'vitest'
import { bodyHasBadCharacters, hasBadCharacters, isReadableForm, isSameOriginWrite, tileSources } from './edge.mjs'

const site = 'http://localhost:3000'

describe('site edge (issue 7, findings 8, 9 and 11)', () => {
  it('lets same-origin and non-browser writes through and refuses cross-site ones', () => {
    const base = { method: 'POST', requestOrigin: site, siteOrigin: site }
    expect(isSameOriginWrite({ ...base, origin: site })).toBe(true)
    expect(isSameOriginWrite({ ...base, origin: 'https://evil.example' })).toBe(false)
    expect(isSameOriginWrite({ ...base, origin: 'null' })).toBe(false)
    expect(isSameOriginWrite({ ...base, referer: 'https://evil.example/page' })).toBe(false)
    expect(isSameOriginWrite({ ...base, fetchSite: 'cross-site' })).toBe(false)
    expect(isSameOriginWrite({ ...base })).toBe(true)
    expect(isSameOriginWrite({ ...base, method: 'GET', origin: 'https://evil.example' })).toBe(true)
  })

  it('reads a browser multipart body whose boundary has upper-case letters, and refuses a cut-off one', () => {
    const type = 'multipart/form-data; boundary=----WebKitFormBoundaryAbCdEf'
    const body = '------WebKitFormBoundaryAbCdEf\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.in\r\n'
    expect(isReadableForm(type, Buffer.from(`${body}------WebKitFormBoundaryAbCdEf--\r\n`))).toBe(true)
    expect(isReadableForm(type, Buffer.from(body))).toBe(false)
    expect(isReadableForm('application/json', Buffer.from('{}'))).toBe(false)
    expect(isReadableForm('Application/X-WWW-Form-Urlencoded', Buffer.from('a=1'))).toBe(true)
  })

  it('finds NUL bytes and broken encodings in URLs and bodies', () => {
    expect(hasBadCharacters('city=%00', { percentEncoded: true })).toBe(true)
    expect(hasBadCharacters('city=%E0%A4', { percentEncoded: true })).toBe(true)
    expect(hasBadCharacters('city=Hyderabad+East', { percentEncoded: true })).toBe(false)
    expect(bodyHasBadCharacters(Buffer.from('a=1&b=x%00y'), 'application/x-www-form-urlencoded')).toBe(true)
    expect(bodyHasBadCharacters(Buffer.from('{"a":"x\\u0000"}'), 'application/json')).toBe(true)
    const multipart = (value, filename) =>
      Buffer.from(
        `--XX\r\nContent-Disposition: form-data; name="f"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n--XX--\r\n`,
        'latin1',
      )
    expect(bodyHasBadCharacters(multipart('a\u0000b'), 'multipart/form-data; boundary=XX')).toBe(true)
    // Files may hold any bytes.
    expect(bodyHasBadCharacters(multipart('%PDF\u0000\u0001', 'a.pdf'), 'multipart/form-data; boundary=XX')).toBe(false)
  })

  it('turns the tile URL into a CSP source', () => {
    expect(tileSources('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.org'])
    expect(tileSources('')).toEqual([])
  })
})
