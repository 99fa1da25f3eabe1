import { Form, Link, type useLoaderData } from '@remix-run/react'
import { SAVED_SEARCH_FREQUENCIES } from '@gruha/shared'
import { useFormat, useTranslation } from '~/i18n'
import type { loader } from './route'
import { INSIGHT } from '~/i18n/namespaces/insight'

type SavedSearch = ReturnType<typeof useLoaderData<typeof loader>>['searches'][number]

/** One saved search: what it looks for, how often it mails, and its change, pause/resume and delete forms. */
export function SavedSearchCard({ search: s }: { search: SavedSearch }) {
  const { t } = useTranslation(INSIGHT)
  const f = useFormat()
  return (
    <li key={s.id} className="detail-card" aria-labelledby={`saved-search-${s.id}`}>
      <h2 id={`saved-search-${s.id}`}>{s.name}</h2>
      <p className="muted small">
        {t(s.listingType === 'RENT' ? 'savedSearch.forRent' : 'savedSearch.forSale')} ·{' '}
        {s.active ? t(`savedSearch.frequencies.${s.frequency}`) : t('savedSearch.paused')}
        {s.lastSentAt ? ` · ${t('savedSearch.lastSent', { date: f.date(s.lastSentAt) })}` : ''}
      </p>
      <p>
        <Link to={`/${s.listingType === 'RENT' ? 'rent' : 'buy'}${s.query ? `?${s.query}` : ''}`}>{t('savedSearch.open')}</Link>
      </p>
      <Form method="post" className="saved-search-frequency">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={s.id} />
        <label htmlFor={`frequency-${s.id}`}>{t('savedSearch.frequency')}</label>
        <select id={`frequency-${s.id}`} name="frequency" defaultValue={s.frequency}>
          {SAVED_SEARCH_FREQUENCIES.map((fq) => (
            <option key={fq} value={fq}>
              {t(`savedSearch.frequencies.${fq}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button secondary">
          {t('savedSearch.change')}
        </button>
      </Form>
      <div className="saved-search-actions">
        <Form method="post">
          <input type="hidden" name="intent" value={s.active ? 'pause' : 'resume'} />
          <input type="hidden" name="id" value={s.id} />
          <button type="submit" className="button secondary">
            {t(s.active ? 'savedSearch.pause' : 'savedSearch.resume')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={s.id} />
          <button type="submit" className="button secondary" aria-label={t('savedSearch.deleteLabel', { name: s.name })}>
            {t('savedSearch.delete')}
          </button>
        </Form>
      </div>
    </li>
  )
}
