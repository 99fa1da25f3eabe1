import { Form, Link, NavLink as RouterNavLink } from '@remix-run/react'
import { displayName } from '@gruha/shared'
import type { UserView } from '~/utils/user-view'
import { AuthLink } from './auth/auth-modal'
import { navLinksFor } from './nav-links'

// Console paths are served by the react-admin app, outside Remix's router.
const isConsolePath = (to: string) => to === '/admin' || to.startsWith('/admin/')

export function SiteHeader({ user }: { user: UserView | null }) {
  const links = navLinksFor(user?.role ?? null)
  return (
    <header className="site-header">
      <Link to="/" className="brand" aria-label="Gruha home">
        Gruha
      </Link>
      <nav aria-label="Main">
        <ul className="nav-links">
          {links.map((link) => (
            <li key={link.label}>
              {isConsolePath(link.to) ? (
                <a href={link.to}>{link.label}</a>
              ) : !user && link.role ? (
                // Role-tagged: sign in as that role first, then continue to the item's route.
                <AuthLink mode="signin" role={link.role === 'agent' ? 'agent' : 'seller'} redirectTo={link.to}>
                  {link.label}
                </AuthLink>
              ) : (
                <RouterNavLink to={link.to}>{link.label}</RouterNavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="user-menu">
        {user ? (
          <details>
            <summary>Hi, {displayName(user)}</summary>
            <ul role="menu">
              <li role="none">
                <Link role="menuitem" to="/profile">
                  Profile
                </Link>
              </li>
              <li role="none">
                <Link role="menuitem" to="/profile?panel=change-password">
                  Change Password
                </Link>
              </li>
              {user.role === 'agent' ? (
                <li role="none">
                  <Link role="menuitem" to="/profile?panel=bank-details">
                    Bank Details
                  </Link>
                </li>
              ) : null}
              <li role="none">
                <Form method="post" action="/logout">
                  <button type="submit" role="menuitem">
                    Log Out
                  </button>
                </Form>
              </li>
            </ul>
          </details>
        ) : (
          <AuthLink mode="signin" role="buyer" className="button">
            Sign In
          </AuthLink>
        )}
      </div>
    </header>
  )
}
