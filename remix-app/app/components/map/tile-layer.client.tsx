import { useEffect, useRef } from 'react'
import { TileLayer, useMap } from 'react-leaflet'
import type L from 'leaflet'
import { MAP } from '@gruha/shared'
import type { MapTiles } from './tiles.server'

const MAX_TILE_ERRORS = 4

/**
 * The configured tiles, or none. If tiles start failing in this browser (the server could reach
 * the host, this visitor cannot), the layer is removed after a few errors rather than retried.
 */
export function MapTiles({ tiles }: { tiles: MapTiles }) {
  const map = useMap()
  const layer = useRef<L.TileLayer>(null)
  const errors = useRef(0)
  useEffect(() => {
    errors.current = 0
  }, [tiles?.url])
  if (!tiles) return null
  return (
    <TileLayer
      ref={layer}
      url={tiles.url}
      attribution={tiles.attribution}
      tileSize={MAP.tileSize}
      maxZoom={MAP.maxZoom}
      eventHandlers={{
        tileerror: () => {
          errors.current += 1
          if (errors.current >= MAX_TILE_ERRORS && layer.current) map.removeLayer(layer.current)
        },
      }}
    />
  )
}
