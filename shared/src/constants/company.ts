// The company and its site: support phone, address, marketing figures, blog categories and record id prefixes.

/** Marketing figures shown on the public site (spec 000). */
export const MARKETING_STATS = {
  verifiedProperties: '500+',
  cities: '50+',
  support: '24/7',
} as const

export const SUPPORT_PHONE = '1800-123-4567'
/** Company founding year and address city (spec 001 About page). */
export const COMPANY = { founded: 2023, city: 'Hyderabad', state: 'Telangana', pincode: '500050' } as const

/** Blog post categories: chosen from a list in the CMS, shown on the site in the reader's language. */
export const POST_CATEGORIES = ['buying', 'selling', 'renting', 'investment', 'legal', 'home_loans', 'market_trends', 'guides'] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]
export const POST_CATEGORY_LABELS: Record<PostCategory, string> = {
  buying: 'Buying',
  selling: 'Selling',
  renting: 'Renting',
  investment: 'Investment',
  legal: 'Legal',
  home_loans: 'Home loans',
  market_trends: 'Market trends',
  guides: 'Guides',
}

/** Human-readable ids set on create (docs/data-model.md). */
export const CUSTOM_ID_PREFIXES = { user: 'GRU-U-', property: 'GRU-P-' } as const
export const CUSTOM_ID_DIGITS = 6
