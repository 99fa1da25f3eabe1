import groups from '~/locales/en/search.json?rest'
import { withEnglish } from '../english'

/** The `search` namespace; importing it brings the English groups the entry does not ship (frame.ts). */
export const SEARCH = withEnglish('search', groups)
