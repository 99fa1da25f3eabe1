import { useEffect, useRef, type KeyboardEvent } from 'react'
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import { displayName } from '@gruha/shared'
import type { UserView } from '~/utils/user-view'
import { LogoutButton } from './logout-button'

type Edge = 'first' | 'last'

/**
 * The signed-in visitor's menu. A <details> (so it opens without JavaScript) that behaves as a
 * menu button: opening it focuses the first item (ArrowUp: the last), the arrow keys, Home and End
 * move between items, Escape closes it and returns to the button, Tab closes it and moves on, and
 * choosing an item or leaving the menu closes it.
 */
export function UserMenu({ user }: { user: UserView }) {
  const { t } = useTranslation('common')
  const { t: tInsight } = useTranslation('insight')
  const details = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  // Where the focus goes when the menu opens: set by ArrowUp, the first item otherwise.
  const openAt = useRef<Edge>('first')
  const location = useLocation()

  const items = () => [...(details.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const close = (returnFocus: boolean) => {
    if (details.current) details.current.open = false
    if (returnFocus) summary.current?.focus()
  }
  // Choosing a page closes the menu; the focus waits on its button rather than being lost.
  const chosen = () => close(true)
  // Any move to another page or panel closes it. Not on hydrating: a <details> opened before the
  // page's scripts ran (it opens without them) stays open.
  const shownAt = useRef(location.key)
  useEffect(() => {
    if (shownAt.current === location.key) return
    shownAt.current = location.key
    if (details.current) details.current.open = false
  }, [location.key])

  const onButtonKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    openAt.current = event.key === 'ArrowUp' ? 'last' : 'first'
    if (details.current?.open) items()[openAt.current === 'last' ? items().length - 1 : 0]?.focus()
    else if (details.current) details.current.open = true
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const go = (index: number) => {
      event.preventDefault()
      list[(index + list.length) % list.length]?.focus()
    }
    if (event.key === 'ArrowDown') go(at + 1)
    else if (event.key === 'ArrowUp') go(at - 1)
    else if (event.key === 'Home') go(0)
    else if (event.key === 'End') go(list.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      // From the button, so the browser's Tab carries on from where the menu is.
      summary.current?.focus()
      close(false)
    }
  }

  return (
    <details
      ref={details}
      onToggle={(event) => {
        if (!event.currentTarget.open) return
        const list = items()
        list[openAt.current === 'last' ? list.length - 1 : 0]?.focus()
        openAt.current = 'first'
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false)
      }}
    >
      <summary ref={summary} id="user-menu-button" aria-haspopup="menu" aria-controls="user-menu-items" onKeyDown={onButtonKeyDown}>
        {t('userMenu.greeting', { name: displayName(user) })}
      </summary>
      <ul role="menu" id="user-menu-items" aria-labelledby="user-menu-button" onKeyDown={onMenuKeyDown}>
        <li role="none">
          <Link role="menuitem" to="/profile" onClick={chosen}>
            {t('userMenu.profile')}
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" to="/profile?panel=change-password" onClick={chosen}>
            {t('userMenu.changePassword')}
          </Link>
        </li>
        {user.role === 'buyer' || user.role === 'seller' || user.role === 'agent' ? (
          <li role="none">
            <Link role="menuitem" to="/saved-properties" onClick={chosen}>
              {t('userMenu.savedProperties')}
            </Link>
          </li>
        ) : null}
        {user.role !== 'editor' ? (
          <li role="none">
            <Link role="menuitem" to="/saved-searches" onClick={chosen}>
              {tInsight('savedSearch.title')}
            </Link>
          </li>
        ) : null}
        {user.role === 'agent' ? (
          <li role="none">
            <Link role="menuitem" to="/profile?panel=bank-details" onClick={chosen}>
              {t('userMenu.bankDetails')}
            </Link>
          </li>
        ) : null}
        <li role="none">
          <LogoutButton role="menuitem">{t('userMenu.logOut')}</LogoutButton>
        </li>
      </ul>
    </details>
  )
}
