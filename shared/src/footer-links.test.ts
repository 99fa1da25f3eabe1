import { describe, expect, it } from 'vitest'
import { footerLinksFrom, isHttpsUrl } from './footer-links'

describe('footer links', () => {
  it('accepts only absolute https addresses with a real host', () => {
    expect(isHttpsUrl('https://www.instagram.com/gruha')).toBe(true)
    expect(isHttpsUrl('  https://apps.apple.com/in/app/gruha/id123  ')).toBe(true)
    for (const bad of [
      '',
      'http://facebook.com/gruha',
      'javascript:alert(1)',
      '//facebook.com/gruha',
      'facebook.com/gruha',
      'https://localhost/x',
      'https://user:pw@facebook.com/',
      'https://face book.com/',
      `https://x.com/${'a'.repeat(500)}`,
    ]) {
      expect(isHttpsUrl(bad), bad).toBe(false)
    }
  })

  it('keeps the filled-in, valid links in the footer’s order and drops the rest', () => {
    const links = footerLinksFrom({
      app_links: { app_store: '', google_play: 'https://play.google.com/store/apps/details?id=in.gruha' },
      social_links: {
        youtube: 'https://www.youtube.com/@gruha',
        facebook: 'https://www.facebook.com/gruha',
        x: 'http://x.com/gruha',
        linkedin: null,
      },
    })
    expect(links).toEqual({
      apps: [{ key: 'google_play', url: 'https://play.google.com/store/apps/details?id=in.gruha' }],
      social: [
        { key: 'facebook', url: 'https://www.facebook.com/gruha' },
        { key: 'youtube', url: 'https://www.youtube.com/@gruha' },
      ],
    })
    expect(footerLinksFrom({})).toEqual({ apps: [], social: [] })
  })
})
