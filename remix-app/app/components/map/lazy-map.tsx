import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
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

const placeholder = <div className="map-shell map-loading" aria-hidden="true" />

export function useMapTiles() {
  return useRouteLoaderData<typeof rootLoader>('root')?.mapTiles ?? null
}

export function ListingMap(props: Omit<ListingMapProps, 'tiles'>) {
  const tiles = useMapTiles()
  return <ClientOnly fallback={placeholder}>{() => <ListingMapImpl {...props} tiles={tiles} />}</ClientOnly>
}

export function DetailMap(props: Omit<DetailMapProps, 'tiles'>) {
  const tiles = useMapTiles()
  return <ClientOnly fallback={placeholder}>{() => <DetailMapImpl {...props} tiles={tiles} />}</ClientOnly>
}

export function PinMap(props: Omit<PinMapProps, 'tiles'>) {
  const tiles = useMapTiles()
  return <ClientOnly fallback={placeholder}>{() => <PinMapImpl {...props} tiles={tiles} />}</ClientOnly>
}
