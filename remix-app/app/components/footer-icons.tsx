import type { FooterAppLink, FooterSocialLink } from '@gruha/shared'

/** Path data for a rounded rectangle and a circle, so each glyph is one stroked path. */
const box = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1-${r} ${r}h-${w - 2 * r}a${r} ${r} 0 0 1-${r}-${r}v-${h - 2 * r}a${r} ${r} 0 0 1 ${r}-${r}Z`
const ring = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0Z`

/**
 * Simple line glyphs for the footer's links, drawn here (no icon font, no request). Decorative:
 * the link around each one carries the name.
 */
const GLYPHS: Record<FooterAppLink | FooterSocialLink, string> = {
  app_store: `${ring(12, 12, 9.5)}M9 17.5 13.8 8.5M15 17.5 10.2 8.5M7.5 14.5h9`,
  google_play: 'M6 3.8v16.4c0 .6.7 1 1.2.7l13-8.2c.5-.3.5-1.1 0-1.4l-13-8.2C6.7 2.8 6 3.2 6 3.8ZM6.5 3.5l9 9M6.5 20.5l9-9',
  facebook: `${box(3, 3, 18, 18, 4)}M15.5 7.5h-1.8c-1.3 0-2.2.9-2.2 2.2V21M9 12.5h5.5`,
  instagram: `${box(3, 3, 18, 18, 5)}${ring(12, 12, 4)}${ring(17.3, 6.7, 0.6)}`,
  x: 'M4 4l16 16M20 4 4 20',
  youtube: `${box(2.5, 5.5, 19, 13, 4)}M10 9.2v5.6l4.8-2.8Z`,
  linkedin: `${box(3, 3, 18, 18, 3)}M7.5 10.5V17M7.5 7v.5M11 17v-6.5M11 13.2c0-1.7 1.1-2.7 2.5-2.7s2.5 1 2.5 2.7V17`,
}

export function FooterIcon({ name }: { name: FooterAppLink | FooterSocialLink }) {
  return (
    <svg
      className="footer-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPHS[name]} />
    </svg>
  )
}
