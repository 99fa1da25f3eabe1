import groups from '~/locales/en/property.json?rest'
import { withEnglish } from '../english'

/** The `property` namespace; importing it brings the English groups the entry does not ship (frame.ts). */
export const PROPERTY = withEnglish('property', groups)
