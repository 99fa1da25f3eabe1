import { useEffect, useState } from 'react'
import { Link } from '@remix-run/react'
import type { ParseKeys } from 'i18next'
import { useMessage, useTranslation } from '~/i18n'
import { HERO_SLIDES, TIMINGS } from '@gruha/shared'
import { SEARCH } from '~/i18n/namespaces/search'
import { prefersReducedMotion } from '~/utils/reduced-motion'

const SUBTITLE_KEYS: Record<(typeof HERO_SLIDES)[number], ParseKeys<'search'>> = {
  'Find Your Dream Home': 'hero.subtitle.dreamHome',
  'Sell Your Property Faster': 'hero.subtitle.sellFaster',
  'Premium Rental Properties': 'hero.subtitle.rentals',
}

/**
 * Three slides, advancing every 5 s, with previous and next that wrap both ways. It stops while the
 * pointer or the keyboard focus is on it, and a Pause button stops it until Play (WCAG 2.2.2). For a
 * visitor who asks for less motion it starts stopped; previous, next and Play still work.
 */
export function HeroSlider() {
  const { t } = useTranslation(SEARCH)
  const msg = useMessage()
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // Stopped by the Pause button, or from the start for less motion: only Play starts it again.
  const [stopped, setStopped] = useState(false)
  const paused = hovered || focused
  const count = HERO_SLIDES.length
  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true)
  }, [])
  useEffect(() => {
    if (paused || stopped) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TIMINGS.heroSlide)
    return () => clearInterval(timer)
  }, [paused, stopped, count, index])
  const title = HERO_SLIDES[index]!
  return (
    <section
      className="hero home-hero"
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div aria-live={paused || stopped ? 'polite' : 'off'}>
        <h1>{msg(title)}</h1>
        <p>{t(SUBTITLE_KEYS[title])}</p>
      </div>
      <nav className="hero-tabs" aria-label={t('hero.tabsLabel')}>
        <Link className="button" to="/buy">
          {t('hero.buy')}
        </Link>
        <Link className="button" to="/sell">
          {t('hero.sell')}
        </Link>
        <Link className="button" to="/rent">
          {t('hero.rent')}
        </Link>
      </nav>
      <button
        type="button"
        className="hero-nav prev"
        aria-label={t('hero.previous')}
        onClick={() => setIndex((i) => (i - 1 + count) % count)}
      >
        ‹
      </button>
      <button type="button" className="hero-nav next" aria-label={t('hero.next')} onClick={() => setIndex((i) => (i + 1) % count)}>
        ›
      </button>
      <div className="hero-controls">
        <button
          type="button"
          className="hero-pause"
          aria-label={stopped ? t('hero.play') : t('hero.pause')}
          onClick={() => setStopped((s) => !s)}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
        <ol className="hero-dots">
          {HERO_SLIDES.map((s, i) => (
            <li key={s} aria-current={i === index ? 'true' : undefined}>
              <span className="sr-only">{msg(s)}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
