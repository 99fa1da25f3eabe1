/**
 * The seeded pages and posts in the site's other languages (issue 11). English, the default
 * locale, is written first from content.ts; these fill in each page's Telugu and Hindi text.
 */
import type { SiteLocale } from '@gruha/shared'

import type { SeedTranslation } from './content'
import { HINDI } from './content-hi'
import { TELUGU } from './content-te'

export type TranslatedLocale = Exclude<SiteLocale, 'en'>

/** Keyed by every non-English site locale, so adding a language to SITE_LOCALES fails the typecheck here. */
export const SEED_TRANSLATIONS: Record<TranslatedLocale, SeedTranslation> = { te: TELUGU, hi: HINDI }
