import type { ResourceLanguage } from 'i18next'
import type { SiteTextCatalogue } from '~/i18n/site-texts'
import account from './account.json'
import agent from './agent.json'
import common from './common.json'
import insight from './insight.json'
import member from './member.json'
import type messagesFile from './messages.json'
import messages from './messages.json?by-english'
import property from './property.json'
import search from './search.json'

const resources: ResourceLanguage = { common, search, property, account, member, agent, messages, insight }
export default resources

/** The file's keys, which tsc checks against the registry's: a missing or unknown one fails here (ADR 28). */
export type MessageKeys = keyof SiteTextCatalogue<typeof messagesFile>
