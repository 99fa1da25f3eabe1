import { Link } from '@remix-run/react'
import { displayName } from '@gruha/shared'
import type { WelcomeCount } from '@gruha/cms/services/properties/welcome-counts'
import type { UserView } from '~/utils/user-view'

const quickLinks = {
  seller: [
    { to: '/add-property', label: 'Add Property' },
    { to: '/my-properties', label: 'My Properties' },
  ],
  buyer: [
    { to: '/buy', label: 'Browse Properties' },
    { to: '/saved-properties', label: 'Saved Properties' },
  ],
  agent: [
    { to: '/agent/dashboard', label: 'Dashboard' },
    { to: '/agent/assignments', label: 'Assignments' },
  ],
  admin: [
    { to: '/admin', label: 'Admin Dashboard' },
    { to: '/admin/users', label: 'Users' },
    { to: '/admin/properties', label: 'Properties' },
  ],
} as const

/** The signed-in welcome: real counts for the role and its quick links. */
export function WelcomeBlock({ user, counts }: { user: UserView; counts: WelcomeCount[] }) {
  const links = user.role in quickLinks ? quickLinks[user.role as keyof typeof quickLinks] : []
  return (
    <section className="market" aria-label="Welcome">
      <h2>Welcome back, {displayName(user)}</h2>
      {counts.length ? (
        <div className="overview">
          {counts.map((c) => (
            <div key={c.label}>
              <strong>{c.value}</strong>
              {c.label}
            </div>
          ))}
        </div>
      ) : null}
      <ul className="row" style={{ listStyle: 'none', padding: 0 }}>
        {links.map((l) => (
          <li key={l.to}>{l.to.startsWith('/admin') ? <a href={l.to}>{l.label}</a> : <Link to={l.to}>{l.label}</Link>}</li>
        ))}
      </ul>
    </section>
  )
}
