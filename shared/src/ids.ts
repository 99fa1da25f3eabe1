/** The largest id a Postgres `serial` column holds; a larger number is no record, not a database error. */
export const MAX_RECORD_ID = 2_147_483_647

/** A record id from a URL or form (`"42"`), or null when it cannot name a record. */
export function parseRecordId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_RECORD_ID ? id : null
}
