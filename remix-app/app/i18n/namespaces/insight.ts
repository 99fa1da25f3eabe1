import groups from '~/locales/en/insight.json?rest'
import { withEnglish } from '../english'

/** The `insight` namespace; importing it brings the English groups the entry does not ship (frame.ts). */
export const INSIGHT = withEnglish('insight', groups)
