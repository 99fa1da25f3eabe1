import { DEFAULT_LOCALE } from '@gruha/shared'
import type { ContentOptions } from './types'

/** How the site reads content: as the visitor, through access rules, in their language with English fallback. */
export function readOptions({ user, locale = DEFAULT_LOCALE }: Pick<ContentOptions, 'user' | 'locale'>) {
  return { locale, fallbackLocale: DEFAULT_LOCALE, overrideAccess: false, user } as const
}
