import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react'
import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'
import type { ListingMapProps } from './listing-map.client'
import type { DetailMapProps } from './detail-map.client'
import type { PinMapProps } from './pin-map.client'

// Leaflet touches `window` on import: load it only in the browser, in its own chunk.
const ListingMapImpl = lazy(() => import('./listing-map.client'))
const DetailMapImpl = lazy(() => import('./detail-map.client'))
const PinMapImpl = lazy(() => import('./pin-map.client'))

function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

function ClientOnly({ children, fallback }: { children: () => ReactNode; fallback: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children()}</Suspense> : <>{fallback}</>
}

/**
 * True once the element is within a screen or so of the viewport. A map below the results (a phone)
 * or further down a listing then costs nothing (Leaflet, its tiles, its start-up work) until the
 * visitor scrolls towards it.
 */
function useNearViewport(element: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = element.current
    if (!el || near) return
    if (!('IntersectionObserver' in window)) return setNear(true)
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [element, near])
  return near
}

/** A map for looking at (not a form's pin): drawn in the browser once it is near the viewport. */
function WhenNear({ children }: { children: () => ReactNode }) {
  const shell = useRef<HTMLDivElement>(null)
  const near = useNearViewport(shell)
  return near ? <Suspense fallback={placeholder}>{children()}</Suspense> : <MapPlaceholder ref={shell} />
}

/** Where a map will be, the same size, until it is drawn. */
function MapPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="map-shell map-loading" aria-hidden="true" />
}

const placeholder = <MapPlaceholder />

export function useMapTiles() {
  return useRouteLoaderData<typeof rootLoader>('root')?.mapTiles ?? null
}

export function ListingMap(props: Omit<ListingMapProps, 'tiles'>) {
  const tiles = useMapTiles()
  return <WhenNear>{() => <ListingMapImpl {...props} tiles={tiles} />}</WhenNear>
}

export function DetailMap(props: Omit<DetailMapProps, 'tiles'>) {
  const tiles = useMapTiles()
  return <WhenNear>{() => <DetailMapImpl {...props} tiles={tiles} />}</WhenNear>
}

export function PinMap(props: Omit<PinMapProps, 'tiles'>) {
  const tiles = useMapTiles()
  return <ClientOnly fallback={placeholder}>{() => <PinMapImpl {...props} tiles={tiles} />}</ClientOnly>
}
