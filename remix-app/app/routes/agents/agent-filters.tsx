import { Form } from '@remix-run/react'
import { AGENT_DIRECTORY_EXPERIENCE_BANDS, AGENT_DIRECTORY_SPECIALIZATIONS, LABELS, type AgentFilter } from '@gruha/shared'
import { useValueFromUrl } from '~/forms'
import { useMessage, useTranslation } from '~/i18n'
import { AGENT } from '~/i18n/namespaces/agent'

/** The directory's GET filters: city, specialization and years of experience (spec 000 "Agents page"). */
export function AgentFilters({ filter, cities }: { filter: AgentFilter; cities: { name: string; state: string }[] }) {
  const { t } = useTranslation(AGENT)
  const msg = useMessage()
  // The selects show the URL's filter again after Clear Filters or Back.
  const city = filter.city ?? ''
  const specialization = filter.specialization ?? ''
  const experience = filter.experience ?? ''
  const cityRef = useValueFromUrl<HTMLSelectElement>(city)
  const specializationRef = useValueFromUrl<HTMLSelectElement>(specialization)
  const experienceRef = useValueFromUrl<HTMLSelectElement>(experience)
  return (
    <Form method="get" className="agent-filters" aria-label={t('filters.label')}>
      <div className="field">
        <label htmlFor="agent-city">{t('filters.city')}</label>
        <select ref={cityRef} id="agent-city" name="city" defaultValue={city}>
          <option value="">{t('filters.allCities')}</option>
          {cities.map((c) => (
            <option key={`${c.name}|${c.state}`} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="agent-specialization">{t('filters.specialization')}</label>
        <select ref={specializationRef} id="agent-specialization" name="specialization" defaultValue={specialization}>
          <option value="">{t('filters.allSpecializations')}</option>
          {AGENT_DIRECTORY_SPECIALIZATIONS.map((s) => (
            <option key={s} value={s}>
              {t(`specializations.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="agent-experience">{t('filters.experience')}</label>
        <select ref={experienceRef} id="agent-experience" name="experience" defaultValue={experience}>
          <option value="">{t('filters.anyExperience')}</option>
          {AGENT_DIRECTORY_EXPERIENCE_BANDS.map((b) => (
            <option key={b.value} value={b.value}>
              {t('years', { range: b.value })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="primary">
        {msg(LABELS.agents.searchAgents)}
      </button>
    </Form>
  )
}
