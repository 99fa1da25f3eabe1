import { useEffect, useMemo, useRef, useState } from 'react'
import { prefersReducedMotion } from '~/utils/reduced-motion'
import { MapContainer, Marker, Popup, useMap, useMapEvents } from 'react-leaflet'
import Supercluster from 'supercluster'
import { useNavigate } from '@remix-run/react'
import { LABELS, MAP, MESSAGES, TIMINGS, type ListingType } from '@gruha/shared'
import type { MapMarker, MapMarkers } from '@gruha/cms/services/properties'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import { L, clusterIcon, setupLeafletIcons } from './leaflet-icons.client'
import { MapTiles } from './tile-layer.client'
import type { MapTiles as MapTilesConfig } from './tiles.server'
import { SEARCH } from '~/i18n/namespaces/search'

export type ListingMapProps = {
  /** The search's query string (without '?'), as in the page URL. */
  query: string
  listingType: ListingType
  tiles: MapTilesConfig
  /** Limits the list to the visible area: called with 'south,west,north,east'. */
  onSearchArea: (bbox: string) => void
  /** The list is already limited to an area: keep the view instead of fitting the markers. */
  keepView: boolean
}

type PointProps = { id: number; amount: number; title: string; path: string }
type Loaded = MapMarkers | { failed: true }

function useMarkers(query: string, listingType: ListingType): Loaded | null {
  const [state, setState] = useState<Loaded | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const params = new URLSearchParams(query)
    params.delete('page')
    params.delete('sort')
    params.set('listingType', listingType)
    fetch(`/api/property-markers?${params}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: MapMarkers) => setState(body))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ failed: true })
        return error
      })
    return () => controller.abort()
  }, [query, listingType])
  return state
}

/**
 * Fits the markers once per result set: one marker at zoom 12, several with 20% padding. Without
 * animation: a visitor who opens a listing while an animated zoom runs unmounts the map mid-zoom, and
 * Leaflet's end-of-zoom timer then throws on the removed map (Leaflet/Leaflet#9575).
 */
function FitToMarkers({ markers, keepView }: { markers: MapMarker[]; keepView: boolean }) {
  const map = useMap()
  useEffect(() => {
    if (keepView || markers.length === 0) return
    if (markers.length === 1) {
      map.setView([markers[0]![1], markers[0]![2]], MAP.singleResultZoom, { animate: false })
      return
    }
    const bounds = L.latLngBounds(markers.map((m) => [m[1], m[2]] as [number, number]))
    map.fitBounds(bounds.pad(MAP.fitBoundsPadding), { animate: false })
  }, [map, markers, keepView])
  return null
}

function Clusters({ index, listingType, onMoved }: { index: Supercluster<PointProps>; listingType: ListingType; onMoved: () => void }) {
  const navigate = useNavigate()
  const map = useMapEvents({
    moveend: () => refresh(),
    dragend: () => onMoved(),
    zoomend: () => onMoved(),
  })
  const [view, setView] = useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }))
  const refresh = () => setView({ bounds: map.getBounds(), zoom: map.getZoom() })
  useEffect(refresh, [index]) // eslint-disable-line react-hooks/exhaustive-deps
  const clusters = useMemo(() => {
    const b = view.bounds
    return index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(view.zoom))
  }, [index, view])
  const msg = useMessage()
  const f = useFormat()
  const price = (amount: number) => (listingType === 'RENT' ? f.rent(amount) : f.price(amount))

  return (
    <>
      {clusters.map((c) => {
        const [lng, lat] = c.geometry.coordinates as [number, number]
        if ('cluster' in c.properties && c.properties.cluster) {
          const clusterId = c.properties.cluster_id
          return (
            <Marker
              key={`c${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(c.properties.point_count)}
              eventHandlers={{
                click: () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), MAP.maxZoom)),
              }}
            />
          )
        }
        const p = c.properties as PointProps
        return (
          <Marker key={p.id} position={[lat, lng]} title={p.title}>
            <Popup>
              <div className="map-popup">
                <strong>{p.title}</strong>
                <p>{price(p.amount)}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    navigate(p.path)
                    setTimeout(() => window.scrollTo({ top: 0 }), TIMINGS.detailNavigationScroll)
                  }}
                >
                  {msg(LABELS.property.viewDetails)}
                </button>
              </div>
            </Popup>
          </Marker>
        )
      })}
    </>
  )
}

/** Results on a map: clustered markers, popups, and 'Search this area'. Browser only. */
export default function ListingMap({ query, listingType, tiles, onSearchArea, keepView }: ListingMapProps) {
  setupLeafletIcons()
  const { t } = useTranslation(SEARCH)
  const msg = useMessage()
  const f = useFormat()
  const loaded = useMarkers(query, listingType)
  const [moved, setMoved] = useState(false)
  // A visitor who asks for less motion gets the map's zooms and fades at once (WCAG 2.3.3).
  const [still] = useState(prefersReducedMotion)
  const mapRef = useRef<L.Map | null>(null)
  const markers = useMemo(() => (loaded && 'markers' in loaded ? loaded.markers : []), [loaded])
  const index = useMemo(() => {
    const sc = new Supercluster<PointProps>({ radius: 60, maxZoom: MAP.maxZoom - 1 })
    sc.load(
      markers.map(([id, lat, lng, amount, title, path]) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [lng, lat] },
        properties: { id, amount, title, path },
      })),
    )
    return sc
  }, [markers])
  useEffect(() => setMoved(false), [query])

  return (
    <div className="map-shell" data-testid="listing-map">
      <MapContainer
        ref={mapRef}
        center={MAP.defaultCenter as [number, number]}
        zoom={MAP.defaultZoom}
        scrollWheelZoom={MAP.scrollWheelZoom}
        maxZoom={MAP.maxZoom}
        zoomAnimation={!still}
        fadeAnimation={!still}
        markerZoomAnimation={!still}
      >
        <MapTiles tiles={tiles} />
        <FitToMarkers markers={markers} keepView={keepView} />
        <Clusters index={index} listingType={listingType} onMoved={() => setMoved(true)} />
      </MapContainer>
      {moved ? (
        <button
          type="button"
          className="button map-search-area"
          onClick={() => {
            const b = mapRef.current?.getBounds()
            if (!b) return
            setMoved(false)
            onSearchArea([b.getSouth(), b.getWest(), b.getNorth(), b.getEast()].map((n) => n.toFixed(5)).join(','))
          }}
        >
          {t('mapView.searchArea')}
        </button>
      ) : null}
      {loaded && 'failed' in loaded ? (
        <p className="map-status notice-error">{msg(MESSAGES.browsing.mapFailed)}</p>
      ) : loaded && markers.length === 0 ? (
        <p className="map-status">
          {msg(MESSAGES.browsing.mapEmpty)}. {msg(MESSAGES.browsing.mapEmptyHint)}
        </p>
      ) : loaded && loaded.more ? (
        <p className="map-status">{t('mapView.newest', { shown: f.number(markers.length) })}</p>
      ) : null}
    </div>
  )
}
