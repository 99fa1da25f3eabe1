import { useEffect, useRef } from 'react'
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet'
import { MAP } from '@gruha/shared'
import { setupLeafletIcons } from './leaflet-icons.client'
import { MapTiles } from './tile-layer.client'
import type { MapTiles as MapTilesConfig } from './tiles.server'

export type PinMapProps = {
  /** The pin, if set. */
  pin: { latitude: number; longitude: number } | null
  /** Where to look when there is no pin yet (the chosen city). */
  center: readonly [number, number]
  onPick: (latitude: number, longitude: number) => void
  label: string
  /** The id of the text that tells keyboard users how to move the map and set the pin. */
  keysHintId: string
  tiles: MapTilesConfig
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

function ClickToPin({ onPick }: { onPick: PinMapProps['onPick'] }) {
  useMapEvents({ click: (e) => onPick(round(e.latlng.lat), round(e.latlng.lng)) })
  return null
}

/**
 * The keyboard's way to the pin: Leaflet's arrow keys pan and + / − zoom the focused map, and
 * Enter or Space set the pin at its centre. The map itself is the control screen readers meet.
 */
function KeyboardPin({ onPick, label, keysHintId }: Pick<PinMapProps, 'onPick' | 'label' | 'keysHintId'>) {
  const map = useMap()
  const pick = useRef(onPick)
  pick.current = onPick
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'application')
    container.setAttribute('aria-label', label)
    container.setAttribute('aria-describedby', keysHintId)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== container || (event.key !== 'Enter' && event.key !== ' ')) return
      event.preventDefault()
      const centre = map.getCenter()
      pick.current(round(centre.lat), round(centre.lng))
    }
    container.addEventListener('keydown', onKeyDown)
    return () => container.removeEventListener('keydown', onKeyDown)
  }, [map, label, keysHintId])
  return null
}

function FollowCenter({ center }: { center: readonly [number, number] }) {
  const map = useMap()
  useEffect(() => {
    map.setView([center[0], center[1]], map.getZoom())
  }, [map, center])
  return null
}

/** Add / edit property: click the map (or press Enter on it) to set the listing's pin. Browser only. */
export default function PinMap({ pin, center, onPick, label, keysHintId, tiles }: PinMapProps) {
  setupLeafletIcons()
  const start: [number, number] = pin ? [pin.latitude, pin.longitude] : [center[0], center[1]]
  return (
    <div className="map-shell pin-map" data-testid="pin-map" role="group" aria-label={label}>
      <MapContainer
        center={start}
        zoom={pin ? MAP.detailZoom : MAP.defaultZoom}
        scrollWheelZoom={MAP.scrollWheelZoom}
        maxZoom={MAP.maxZoom}
      >
        <MapTiles tiles={tiles} />
        <ClickToPin onPick={onPick} />
        <KeyboardPin onPick={onPick} label={label} keysHintId={keysHintId} />
        {pin ? null : <FollowCenter center={center} />}
        {pin ? <Marker position={[pin.latitude, pin.longitude]} title={label} /> : null}
      </MapContainer>
    </div>
  )
}
