import { Form } from '@remix-run/react'
import { AGENT_DIRECTORY_EXPERIENCE_BANDS, AGENT_DIRECTORY_SPECIALIZATIONS, LABELS, type AgentFilter } from '@gruha/shared'
import { useMessage, useTranslation } from '~/i18n'
import { AGENT } from '~/i18n/namespaces/agent'

/** The directory's GET filters: city, specialization and years of experience (spec 000 "Agents page"). */
export function AgentFilters({ filter, cities }: { filter: AgentFilter; cities: { name: string; state: string }[] }) {
  const { t } = useTranslation(AGENT)
  const msg = useMessage()
  return (
    <Form method="get" className="agent-filters" aria-label={t('filters.label')}>
      <div className="field">
        <label htmlFor="agent-city">{t('filters.city')}</label>
        <select id="agent-city" name="city" defaultValue={filter.city ?? ''}>
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
        <select id="agent-specialization" name="specialization" defaultValue={filter.specialization ?? ''}>
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
        <select id="agent-experience" name="experience" defaultValue={filter.experience ?? ''}>
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
