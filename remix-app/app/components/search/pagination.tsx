import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import { LIMITS } from '@gruha/shared'

function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page <= 1) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : '?'
}

/** Tells the listing page that a page link was followed, so it moves the focus to the new results. */
export const FOCUS_RESULTS = { focusResults: true }

/** Previous / numbered / next links that keep every filter in the URL. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const location = useLocation()
  const { t } = useTranslation('search')
  if (totalPages <= 1) return null
  const half = Math.floor(LIMITS.paginationButtons / 2)
  const start = Math.max(1, Math.min(page - half, totalPages - LIMITS.paginationButtons + 1))
  const pages = Array.from({ length: Math.min(LIMITS.paginationButtons, totalPages) }, (_, i) => start + i)
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="pagination">
        {page > 1 ? (
          <li>
            <Link to={pageHref(location.search, page - 1)} rel="prev" state={FOCUS_RESULTS}>
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page">{p}</span>
            ) : (
              <Link to={pageHref(location.search, p)} aria-label={t('pagination.page', { page: p })} state={FOCUS_RESULTS}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={pageHref(location.search, page + 1)} rel="next" state={FOCUS_RESULTS}>
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
