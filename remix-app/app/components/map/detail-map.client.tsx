import { MapContainer, Marker } from 'react-leaflet'
import { MAP } from '@gruha/shared'
import { setupLeafletIcons } from './leaflet-icons.client'
import { MapTiles } from './tile-layer.client'
import type { MapTiles as MapTilesConfig } from './tiles.server'

export type DetailMapProps = { latitude: number; longitude: number; title: string; tiles: MapTilesConfig }

/** The property's own location at zoom 15. Browser only. */
export default function DetailMap({ latitude, longitude, title, tiles }: DetailMapProps) {
  setupLeafletIcons()
  return (
    <div className="map-shell" data-testid="detail-map">
      <MapContainer center={[latitude, longitude]} zoom={MAP.detailZoom} scrollWheelZoom={MAP.scrollWheelZoom} maxZoom={MAP.maxZoom}>
        <MapTiles tiles={tiles} />
        <Marker position={[latitude, longitude]} title={title} />
      </MapContainer>
    </div>
  )
}
