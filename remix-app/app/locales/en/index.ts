import type { ResourceLanguage } from 'i18next'
import account from './account.json'
import agent from './agent.json'
import common from './common.json'
import insight from './insight.json'
import member from './member.json'
import property from './property.json'
import search from './search.json'

// No `messages`: its English is the text itself, which translateMessage shows (app/i18n/site-texts.ts).
const resources: ResourceLanguage = { common, search, property, account, member, agent, insight }
export default resources
