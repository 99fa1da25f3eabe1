import { useEffect, useState } from 'react'
import { Link } from '@remix-run/react'
import { HERO_SLIDES, TIMINGS } from '@gruha/shared'

const SUBTITLES: Record<(typeof HERO_SLIDES)[number], string> = {
  'Find Your Dream Home': 'Verified homes, plots and commercial spaces across Andhra Pradesh, Telangana and India’s metros.',
  'Sell Your Property Faster': 'List for free, reach serious buyers, and get help from verified local agents.',
  'Premium Rental Properties': 'Furnished flats, family homes and offices, ready to move in.',
}

/** Three slides, advancing every 5 s, with previous and next that wrap both ways. */
export function HeroSlider() {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = HERO_SLIDES.length
  useEffect(() => {
    if (paused) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TIMINGS.heroSlide)
    return () => clearInterval(timer)
  }, [paused, count, index])
  const title = HERO_SLIDES[index]!
  return (
    <section
      className="hero home-hero"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div aria-live={paused ? 'polite' : 'off'}>
        <h1>{title}</h1>
        <p>{SUBTITLES[title]}</p>
      </div>
      <nav className="hero-tabs" aria-label="Buy, sell or rent">
        <Link className="button" to="/buy">
          Buy
        </Link>
        <Link className="button" to="/sell">
          Sell
        </Link>
        <Link className="button" to="/rent">
          Rent
        </Link>
      </nav>
      <button type="button" className="hero-nav prev" aria-label="Previous slide" onClick={() => setIndex((i) => (i - 1 + count) % count)}>
        ‹
      </button>
      <button type="button" className="hero-nav next" aria-label="Next slide" onClick={() => setIndex((i) => (i + 1) % count)}>
        ›
      </button>
      <ol className="hero-dots">
        {HERO_SLIDES.map((s, i) => (
          <li key={s} aria-current={i === index ? 'true' : undefined}>
            <span className="sr-only">{s}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
