import type { ResourceLanguage } from 'i18next'
import { byEnglish } from '~/i18n/site-texts'
import account from './account.json'
import agent from './agent.json'
import common from './common.json'
import insight from './insight.json'
import member from './member.json'
import messages from './messages.json'
import property from './property.json'
import search from './search.json'

// `messages` is keyed by SiteTextKey in the file (checked by tsc here) and by English for i18next.
const resources: ResourceLanguage = { common, search, property, account, member, agent, messages: byEnglish(messages), insight }
export default resources
