/**
 * The footer's app-store links and social icons (spec 000, "Home page": footer). Admins fill them in
 * site-settings; the footer shows only the ones that hold a valid https address, so an empty or
 * broken setting never becomes a dead link.
 */

export const FOOTER_APP_LINKS = ['app_store', 'google_play'] as const
export type FooterAppLink = (typeof FOOTER_APP_LINKS)[number]

export const FOOTER_SOCIAL_LINKS = ['facebook', 'instagram', 'x', 'youtube', 'linkedin'] as const
export type FooterSocialLink = (typeof FOOTER_SOCIAL_LINKS)[number]

/** English labels (the CMS's field labels; the site translates its own). */
export const FOOTER_LINK_LABELS: Record<FooterAppLink | FooterSocialLink, string> = {
  app_store: 'App Store',
  google_play: 'Google Play',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
}

export const FOOTER_LINK_MAX_LENGTH = 500

/** Not in the spec: the CMS's message for a footer address that is not a full https:// link. */
export const HTTPS_URL_MESSAGE = 'Enter a full address starting with https://, e.g. https://www.instagram.com/gruha'

/** True for an absolute https address with a real host name and no user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  const text = value.trim()
  if (!text || text.length > FOOTER_LINK_MAX_LENGTH || /\s/.test(text)) return false
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  return url.protocol === 'https:' && !url.username && !url.password && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)
}

export type FooterLink<K extends string> = { key: K; url: string }
export type FooterLinks = { apps: FooterLink<FooterAppLink>[]; social: FooterLink<FooterSocialLink>[] }

type StoredLinks = Partial<Record<string, string | null | undefined>> | null | undefined

const pick = <K extends string>(keys: readonly K[], stored: StoredLinks): FooterLink<K>[] =>
  keys.flatMap((key) => {
    const url = stored?.[key]?.trim() ?? ''
    return isHttpsUrl(url) ? [{ key, url }] : []
  })

/** The links to show, in the footer's order: only the filled-in, valid ones. */
export function footerLinksFrom(settings: { app_links?: StoredLinks; social_links?: StoredLinks }): FooterLinks {
  return { apps: pick(FOOTER_APP_LINKS, settings.app_links), social: pick(FOOTER_SOCIAL_LINKS, settings.social_links) }
}
