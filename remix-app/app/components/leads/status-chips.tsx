import { Link, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import { MEMBER } from '~/i18n/namespaces/member'

type Props<F extends string> = {
  label: string
  filters: readonly F[]
  labels: Record<F, string>
  current: F
  counts: Record<F, number>
  /** The page's path; the chip goes in `?status=`. */
  path: string
}

/** Filter chips as links (the server filters on `?status=`), with the count behind each. */
export function StatusChips<F extends string>({ label, filters, labels, current, counts, path }: Props<F>) {
  const navigation = useNavigation()
  const { t } = useTranslation(MEMBER)
  const loading = navigation.state === 'loading' && navigation.location?.pathname === path
  return (
    <nav className="chips" aria-label={label}>
      {filters.map((f) => (
        <Link
          key={f}
          to={f === 'all' ? path : `${path}?status=${f}`}
          className={f === current ? 'chip chip-on' : 'chip'}
          aria-current={f === current ? 'page' : undefined}
          preventScrollReset
        >
          {labels[f]} <span className="chip-count">{counts[f]}</span>
        </Link>
      ))}
      {loading ? <span className="spinner" role="status" aria-label={t('chips.loading')} /> : null}
    </nav>
  )
}
