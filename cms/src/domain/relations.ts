/** The id of a relationship value, whether Payload gave the id or the populated document. */
export const relationId = (value: unknown): number | undefined => {
  if (value && typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id)
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value !== '') return Number(value)
  return undefined
}
