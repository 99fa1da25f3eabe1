import { useState } from 'react'
import { LABELS, LIMITS, MESSAGES } from '@gruha/shared'
import { useMessage, useTranslation } from '~/i18n'
import type { Photo } from './property-view'
import { PropertyImage } from './property-image'
import { useHydrated } from '~/components/auth/use-hydrated'
import { PROPERTY } from '~/i18n/namespaces/property'

/** The main picture's width: the whole screen on a phone, the left column (2/3 of 1400 px at most) on a wide one. */
const GALLERY_SIZES = '(max-width: 900px) 100vw, 940px'

/** Photos tab (carousel with previous, next and a counter, then thumbnails) and a 'View More' tab. */
export function Gallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation(PROPERTY)
  const msg = useMessage()
  const [tab, setTab] = useState<'photos' | 'more'>('photos')
  const [index, setIndex] = useState(0)
  const count = photos.length
  const current = photos[index]
  const go = (step: number) => setIndex((i) => (i + step + count) % count)
  // A thumbnail only picks the photo shown, which takes the page's script: its picture loads once the
  // script runs, and the first seconds of a slow connection go to the main photo (ADR 17).
  const hydrated = useHydrated()
  return (
    <section className="gallery" aria-label={t('gallery.label')}>
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'photos'} onClick={() => setTab('photos')}>
          {msg(LABELS.property.photos)}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'more'} onClick={() => setTab('more')}>
          {msg(LABELS.property.viewMore)}
        </button>
      </div>
      {tab === 'more' ? (
        <div className="gallery-stage gallery-more">{msg(MESSAGES.propertyDetail.videoComingSoon)}</div>
      ) : (
        <>
          <div className="gallery-stage">
            <PropertyImage
              key={current?.url ?? 'none'}
              src={current?.url}
              srcSet={current?.srcSet}
              sizes={GALLERY_SIZES}
              alt={current?.alt ?? title}
              loading="eager"
            />
            {count > 1 ? (
              <>
                <button type="button" className="gallery-nav prev" aria-label={t('gallery.previous')} onClick={() => go(-1)}>
                  ‹
                </button>
                <button type="button" className="gallery-nav next" aria-label={t('gallery.next')} onClick={() => go(1)}>
                  ›
                </button>
                <span className="gallery-counter" aria-live="polite">
                  {index + 1} / {count}
                </span>
              </>
            ) : null}
          </div>
          {count > 1 ? (
            <ul className="gallery-thumbs">
              {photos.slice(0, LIMITS.detailThumbnails).map((p, i) => (
                <li key={p.thumb}>
                  <button type="button" aria-label={t('gallery.show', { n: i + 1 })} aria-current={i === index} onClick={() => setIndex(i)}>
                    {hydrated ? <PropertyImage src={p.thumb} alt={p.alt} /> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  )
}
