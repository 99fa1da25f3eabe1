import { useEffect } from 'react'
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
  tiles: MapTilesConfig
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

function ClickToPin({ onPick }: { onPick: PinMapProps['onPick'] }) {
  useMapEvents({ click: (e) => onPick(round(e.latlng.lat), round(e.latlng.lng)) })
  return null
}

function FollowCenter({ center }: { center: readonly [number, number] }) {
  const map = useMap()
  useEffect(() => {
    map.setView([center[0], center[1]], map.getZoom())
  }, [map, center])
  return null
}

/** Add / edit property: click the map to set the listing's pin. Browser only. */
export default function PinMap({ pin, center, onPick, label, tiles }: PinMapProps) {
  setupLeafletIcons()
  const start: [number, number] = pin ? [pin.latitude, pin.longitude] : [center[0], center[1]]
  return (
    <div className="map-shell pin-map" data-testid="pin-map" aria-label={label}>
      <MapContainer
        center={start}
        zoom={pin ? MAP.detailZoom : MAP.defaultZoom}
        scrollWheelZoom={MAP.scrollWheelZoom}
        maxZoom={MAP.maxZoom}
      >
        <MapTiles tiles={tiles} />
        <ClickToPin onPick={onPick} />
        {pin ? null : <FollowCenter center={center} />}
        {pin ? <Marker position={[pin.latitude, pin.longitude]} title={label} /> : null}
      </MapContainer>
    </div>
  )
}
