import { useEffect, useRef, type RefObject } from 'react'
import { Link, NavLink as RouterNavLink, useLocation } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import type { UserView } from '~/utils/user-view'
import { AuthLink } from './auth/auth-modal'
import { UserMenu } from './user-menu'
import { navLinksFor } from './nav-links'
import { LanguageSwitcher } from './language-switcher'
import { Panel, PanelClose, PanelToggle, useModalPanel } from './disclosure/modal-panel'

// Console paths are served by the react-admin app, outside Remix's router.
const isConsolePath = (to: string) => to === '/admin' || to.startsWith('/admin/')

/**
 * Signing in swaps the header's Sign In link for the user menu, and the focus went with the link:
 * it goes to the menu's button (on phones, where that is in the closed drawer, to the Menu
 * button). Signed in from the dialog, the page behind it is inert until the dialog closes, so
 * that waits for the close.
 */
function useFocusMenuAfterSignIn(header: RefObject<HTMLElement | null>, signedIn: boolean) {
  const wasSignedIn = useRef(signedIn)
  useEffect(() => {
    const justSignedIn = signedIn && !wasSignedIn.current
    wasSignedIn.current = signedIn
    if (!justSignedIn) return
    const focusMenu = () => {
      const active = document.activeElement
      if (active && active !== document.body) return
      const shown = (el: HTMLElement | null | undefined) => (el && el.getClientRects().length > 0 ? el : null)
      const target =
        shown(header.current?.querySelector<HTMLElement>('.user-menu summary')) ??
        shown(header.current?.querySelector<HTMLElement>('.menu-toggle'))
      target?.focus()
    }
    const dialog = document.querySelector('dialog[open]')
    if (!dialog) return focusMenu()
    // After the dialog has handed back whatever focus it could (its opener, if still there).
    const afterClose = () => setTimeout(focusMenu, 0)
    dialog.addEventListener('close', afterClose, { once: true })
    return () => dialog.removeEventListener('close', afterClose)
  }, [header, signedIn])
}

export function SiteHeader({ user }: { user: UserView | null }) {
  const { t } = useTranslation('common')
  const location = useLocation()
  const header = useRef<HTMLElement>(null)
  useFocusMenuAfterSignIn(header, Boolean(user))
  // On phones the links, the user menu and the languages sit in a drawer behind the menu button.
  const drawer = useModalPanel('site-menu', location.key)
  const links = navLinksFor(user?.role ?? null).map((link) => ({ ...link, label: t(`nav.${link.label}`, { defaultValue: link.label }) }))
  return (
    <header className="site-header" ref={header}>
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
            <UserMenu user={user} />
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
