import { useEffect, useRef, useState } from 'react'
import { BROWSING_MESSAGES } from '@gruha/shared'
import { useMessage } from '~/i18n'

// Remembered for the whole visit: a picture that failed once is not tried again on the next card.
const failedUrls = new Set<string>()

type PropertyImageProps = {
  src: string | null | undefined
  alt: string
  className?: string
  loading?: 'lazy' | 'eager'
  /** Width variants (`url 768w, ...`) and the rendered width, so a phone fetches the smaller file. */
  srcSet?: string | null
  sizes?: string
}

/** A listing picture that becomes a grey 'No Image Available' placeholder when missing or broken. */
export function PropertyImage({ src, alt, className, loading = 'lazy', srcSet, sizes }: PropertyImageProps) {
  const msg = useMessage()
  const [failed, setFailed] = useState(() => !src || failedUrls.has(src))
  const ref = useRef<HTMLImageElement>(null)
  const fail = () => {
    if (src) failedUrls.add(src)
    setFailed(true)
  }
  // A server-rendered picture can fail before React hydrates and listens for onError.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) fail()
  }, [src]) // eslint-disable-line react-hooks/exhaustive-deps
  if (!src || failed) {
    return (
      <div className={`image-placeholder ${className ?? ''}`} role="img" aria-label={msg(BROWSING_MESSAGES.noImage)}>
        {msg(BROWSING_MESSAGES.noImage)}
      </div>
    )
  }
  // An eager picture is the page's first (its largest paint on a phone): fetch it first too.
  const fetchPriority = loading === 'eager' ? 'high' : undefined
  return (
    <img
      ref={ref}
      className={className}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={fail}
    />
  )
}
