import groups from '~/locales/en/common.json?rest'
import { withEnglish } from '../english'

/** The `common` namespace; importing it brings the English groups the entry does not ship (frame.ts). */
export const COMMON = withEnglish('common', groups)
