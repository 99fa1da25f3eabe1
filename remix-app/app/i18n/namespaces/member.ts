import groups from '~/locales/en/member.json?rest'
import { withEnglish } from '../english'

/** The `member` namespace; importing it brings the English groups the entry does not ship (frame.ts). */
export const MEMBER = withEnglish('member', groups)
