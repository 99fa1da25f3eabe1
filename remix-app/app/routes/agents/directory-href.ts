/** The directory URL with the filters kept and the modal closed. */
export function directoryHref(params: URLSearchParams, changes: Record<string, string | null> = {}): string {
  const next = new URLSearchParams(params)
  next.delete('contact')
  next.delete('topic')
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key)
    else next.set(key, value)
  }
  const query = next.toString()
  return query ? `/agents?${query}` : '/agents'
}
