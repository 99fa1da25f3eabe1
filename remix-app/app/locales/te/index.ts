import type { ResourceLanguage } from 'i18next'
import account from './account.json'
import agent from './agent.json'
import common from './common.json'
import insight from './insight.json'
import member from './member.json'
import messages from './messages.json'
import property from './property.json'
import search from './search.json'

const resources: ResourceLanguage = { common, search, property, account, member, agent, messages, insight }
export default resources
