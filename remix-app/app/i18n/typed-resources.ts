/**
 * Message keys are checked by `tsc` (issue 21): i18next's `t`, `useTranslation`, `<Trans i18nKey>`,
 * `getFixedT` and `metaT` accept only keys of the English catalogues, so a misspelled key fails the
 * type check. Types only: nothing here reaches a bundle. See docs/i18n.md, "Typed keys".
 */
import type account from '~/locales/en/account.json'
import type agent from '~/locales/en/agent.json'
import type common from '~/locales/en/common.json'
import type insight from '~/locales/en/insight.json'
import type member from '~/locales/en/member.json'
import type property from '~/locales/en/property.json'
import type search from '~/locales/en/search.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    // i18nOptions: `returnNull: false`, `returnEmptyString: false`.
    returnNull: false
    returnEmptyString: false
    resources: {
      common: typeof common
      search: typeof search
      property: typeof property
      account: typeof account
      member: typeof member
      agent: typeof agent
      insight: typeof insight
      // Loaded keyed by the English text a schema or service produced, which is data to the types:
      // read only through translateMessage / useMessage (./index.ts). The files are typed (./site-texts.ts).
      messages: Record<string, string>
    }
  }
}
