import groups from '~/locales/en/account.json?rest'
import { withEnglish } from '../english'

/** The `account` namespace; importing it brings the English groups the entry does not ship (frame.ts). */
export const ACCOUNT = withEnglish('account', groups)
