import type { MouseEvent } from 'react'
import { Link, useLocation } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { LABELS } from '@gruha/shared'
import { signInToEnquireHref } from './enquiry-form'
import { PROPERTY } from '~/i18n/namespaces/property'

/** Scrolls to the element with `id` and focuses its first field (or link). */
export function revealAndFocus(id: string) {
  const target = document.getElementById(id)
  if (!target) return
  const field = target.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, a[href]') ?? target
  field.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: true })
}

/**
 * On phones, a bar fixed to the bottom of a listing with Send Enquiry and Schedule Tour, which take
 * the visitor to the enquiry form and open the tour panel further down. Without JavaScript they are
 * links to those places on the page.
 */
export function StickyActions({ signedIn, onScheduleTour }: { signedIn: boolean; onScheduleTour: () => void }) {
  const { t } = useTranslation(PROPERTY)
  const msg = useMessage()
  const location = useLocation()
  const go = (event: MouseEvent, reveal: () => void) => {
    event.preventDefault()
    reveal()
  }
  return (
    <div className="sticky-actions" role="group" aria-label={t('detail.quickActions')}>
      {signedIn ? (
        <a className="button" href="#enquiry" onClick={(event) => go(event, () => revealAndFocus('enquiry'))}>
          {msg(LABELS.property.sendEnquiry)}
        </a>
      ) : (
        <Link className="button" to={signInToEnquireHref(location.pathname)}>
          {msg(LABELS.property.signInToSendEnquiry)}
        </Link>
      )}
      <a className="button secondary" href="#tour" onClick={(event) => go(event, onScheduleTour)}>
        {msg(LABELS.property.scheduleTour)}
      </a>
    </div>
  )
}
