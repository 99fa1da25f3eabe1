import L from 'leaflet'
// Leaflet's stylesheet comes with the lazily loaded map (Vite adds it before the chunk runs), so
// it never holds up a page's first paint (docs/decisions/0009-phone-first-load.md).
import 'leaflet/dist/leaflet.css'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'

let ready = false

/**
 * Leaflet guesses its icon path from CSS, which breaks once bundled; point it at our own copies of
 * its images (never a third-party host). A function, not a bare side-effect import: the app is
 * marked side-effect free, so the bundler would drop an import that is never used.
 */
export function setupLeafletIcons() {
  if (ready) return
  delete (L.Icon.Default.prototype as L.Icon.Default & { _getIconUrl?: unknown })._getIconUrl
  L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl })
  ready = true
}

const sizeFor = (count: number) => (count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 48 : 56)

/** A round badge with the number of listings in a cluster. */
export function clusterIcon(count: number): L.DivIcon {
  const size = sizeFor(count)
  const label = count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count)
  return L.divIcon({
    html: `<div class="map-cluster" style="width:${size}px;height:${size}px">${label}</div>`,
    className: '',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  })
}

export { L }
