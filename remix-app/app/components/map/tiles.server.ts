/**
 * Map tiles: the URL comes from MAP_TILE_URL (default: OpenStreetMap). Browsers log every tile
 * that fails to load, and no handler can silence that, so the server checks once in a while
 * whether the tile host answers. When it does not (offline, blocked) or MAP_TILE_URL is empty,
 * maps render markers on a plain background instead of a wall of broken tiles.
 */
export type MapTiles = { url: string; attribution: string } | null

const DEFAULT_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const DEFAULT_ATTRIBUTION = '&copy; OpenStreetMap contributors'
const RECHECK_MS = 5 * 60_000
const PROBE_TIMEOUT_MS = 2_000

let checkedAt = 0
let lastKnown: boolean | undefined
let pending: Promise<boolean> | undefined

function configuredUrl(): string {
  const value = process.env.MAP_TILE_URL
  return value === undefined ? DEFAULT_URL : value.trim()
}

async function probe(template: string): Promise<boolean> {
  const sample = template.replace('{s}', 'a').replace('{z}', '0').replace('{x}', '0').replace('{y}', '0').replace('{r}', '')
  try {
    const response = await fetch(sample, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      headers: { 'User-Agent': 'Gruha/1.0 (tile availability check)' },
    })
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}

/** The tile layer the browser should use, or null for none. */
export async function mapTiles(): Promise<MapTiles> {
  const url = configuredUrl()
  if (!url) return null
  if (!pending && Date.now() - checkedAt > RECHECK_MS) {
    checkedAt = Date.now()
    pending = probe(url).then((ok) => {
      lastKnown = ok
      pending = undefined
      return ok
    })
  }
  // Only the very first request waits for the check; later ones use the last answer.
  const reachable = lastKnown ?? (await pending) ?? false
  return reachable ? { url, attribution: process.env.MAP_TILE_ATTRIBUTION ?? DEFAULT_ATTRIBUTION } : null
}
