import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n'
import { prefersReducedMotion } from '~/utils/reduced-motion'

/** Appears after 200 px of scrolling (spec 000, section 9). */
export function BackToTop() {
  const { t } = useTranslation('common')
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 200)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('backToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
      }}
    >
      ↑
    </button>
  )
}
