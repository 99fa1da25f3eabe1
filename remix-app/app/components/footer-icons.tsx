import type { FooterAppLink, FooterSocialLink } from '@gruha/shared'
// A file of its own (vite.config.ts never inlines an SVG: `<use href>` does not follow a data: URL), so the
// marks are not in the page's JavaScript (issue 19) and are cached with the other hashed assets.
import spriteUrl from './footer-icons.svg?url'

/**
 * The brands' own marks, one `<symbol>` each in one SVG sprite (`footer-icons.svg`, no icon font).
 * Decorative: the link around each one carries the name.
 */
export function FooterIcon({ name }: { name: FooterAppLink | FooterSocialLink }) {
  return (
    <svg
      className="footer-icon"
      data-icon={name}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
