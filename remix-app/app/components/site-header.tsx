import { useEffect, useRef } from 'react'
import { Link, NavLink as RouterNavLink, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { displayName } from '@gruha/shared'
import type { UserView } from '~/utils/user-view'
import { AuthLink } from './auth/auth-modal'
import { LogoutButton } from './logout-button'
import { navLinksFor } from './nav-links'
import { LanguageSwitcher } from './language-switcher'
import { Panel, PanelClose, PanelToggle, useModalPanel } from './disclosure/modal-panel'

// Console paths are served by the react-admin app, outside Remix's router.
const isConsolePath = (to: string) => to === '/admin' || to.startsWith('/admin/')

export function SiteHeader({ user }: { user: UserView | null }) {
  const { t } = useTranslation('common')
  const menu = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  // Choosing an item closes the menu, and so does any move to another page or panel.
  const closeMenu = () => {
    if (menu.current) menu.current.open = false
  }
  useEffect(() => {
    if (menu.current) menu.current.open = false
  }, [location.key])
  // On phones the links, the user menu and the languages sit in a drawer behind the menu button.
  const drawer = useModalPanel(location.key)
  const links = navLinksFor(user?.role ?? null).map((link) => ({ ...link, label: t(`nav.${link.label}`, { defaultValue: link.label }) }))
  return (
    <header className="site-header">
      <Link to="/" className="brand" aria-label={t('brand.home')}>
        Gruha
      </Link>
      <PanelToggle state={drawer} controls="site-menu" className="menu-toggle">
        <span aria-hidden="true" className="menu-icon">
          ☰
        </span>{' '}
        {t('menu.label')}
      </PanelToggle>
      <Panel
        state={drawer}
        id="site-menu"
        className="site-menu"
        label={t('menu.label')}
        // A link chosen in the drawer (a page, or the sign-in dialog) closes it.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) drawer.close()
        }}
      >
        <PanelClose state={drawer} fallback="#" label={t('menu.close')} />
        <nav aria-label={t('landmarks.main')}>
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
            <details ref={menu}>
              <summary>{t('userMenu.greeting', { name: displayName(user) })}</summary>
              <ul role="menu">
                <li role="none">
                  <Link role="menuitem" to="/profile" onClick={closeMenu}>
                    {t('userMenu.profile')}
                  </Link>
                </li>
                <li role="none">
                  <Link role="menuitem" to="/profile?panel=change-password" onClick={closeMenu}>
                    {t('userMenu.changePassword')}
                  </Link>
                </li>
                {user.role === 'agent' ? (
                  <li role="none">
                    <Link role="menuitem" to="/profile?panel=bank-details" onClick={closeMenu}>
                      {t('userMenu.bankDetails')}
                    </Link>
                  </li>
                ) : null}
                <li role="none">
                  <LogoutButton role="menuitem">{t('userMenu.logOut')}</LogoutButton>
                </li>
              </ul>
            </details>
          ) : (
            <AuthLink mode="signin" role="buyer" className="button">
              {t('userMenu.signIn')}
            </AuthLink>
          )}
        </div>
        <LanguageSwitcher place="header" />
      </Panel>
    </header>
  )
}
