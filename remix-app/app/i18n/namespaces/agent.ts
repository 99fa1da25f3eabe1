import groups from '~/locales/en/agent.json?rest'
import { withEnglish } from '../english'

/** The `agent` namespace; importing it brings the English groups the entry does not ship (frame.ts). */
export const AGENT = withEnglish('agent', groups)
