/** ra-data-simple-rest's dialect over HTTP: its JSON query parameters and its Content-Range header. */

/** A query parameter's JSON (`sort=["title","ASC"]`), or undefined when absent or not JSON. */
export function parseJsonParam(url: URL, name: string): unknown {
  const raw = url.searchParams.get(name)
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

export function contentRange(resourceName: string, start: number, count: number, total: number) {
  const end = count ? start + count - 1 : start
  return `${resourceName} ${start}-${end}/${total}`
}
