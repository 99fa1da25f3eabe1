import { Link } from '@remix-run/react'
import { displayName } from '@gruha/shared'
import type { WelcomeCount } from '@gruha/cms/services/properties'
import { useTranslation } from '~/i18n'
import type { UserView } from '~/utils/user-view'
import { SEARCH } from '~/i18n/namespaces/search'

const quickLinks = {
  seller: [
    { to: '/add-property', label: 'welcome.links.addProperty' },
    { to: '/my-properties', label: 'welcome.links.myProperties' },
  ],
  buyer: [
    { to: '/buy', label: 'welcome.links.browseProperties' },
    { to: '/saved-properties', label: 'welcome.links.savedProperties' },
  ],
  agent: [
    { to: '/agent/dashboard', label: 'welcome.links.dashboard' },
    { to: '/agent/assignments', label: 'welcome.links.assignments' },
  ],
  admin: [
    { to: '/admin', label: 'welcome.links.adminDashboard' },
    { to: '/admin/users', label: 'welcome.links.users' },
    { to: '/admin/properties', label: 'welcome.links.properties' },
  ],
} as const

/** The signed-in welcome: real counts for the role and its quick links. */
export function WelcomeBlock({ user, counts }: { user: UserView; counts: WelcomeCount[] }) {
  const { t } = useTranslation(SEARCH)
  const links = user.role in quickLinks ? quickLinks[user.role as keyof typeof quickLinks] : []
  return (
    <section className="market" aria-label={t('welcome.label')}>
      <h2>{t('welcome.title', { name: displayName(user) })}</h2>
      {counts.length ? (
        <div className="overview">
          {counts.map((c) => (
            <div key={c.label}>
              <strong>{c.value}</strong>
              {t(`welcome.counts.${c.label}`, { defaultValue: c.label })}
            </div>
          ))}
        </div>
      ) : null}
      <ul className="row" style={{ listStyle: 'none', padding: 0 }}>
        {links.map((l) => (
          <li key={l.to}>{l.to.startsWith('/admin') ? <a href={l.to}>{t(l.label)}</a> : <Link to={l.to}>{t(l.label)}</Link>}</li>
        ))}
      </ul>
    </section>
  )
}
