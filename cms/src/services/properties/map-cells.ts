import type { Bbox } from './search-where'

/**
 * The map's grid (ADR 29). Every listing stores the cell it falls in at two sizes, as generated
 * columns (migration 20261128_120000_map_cells), each indexed by (status, listing_type, cell, createdAt).
 * A viewport's newest listings are then the newest of each covered cell, merged: the database reads
 * about as many index entries as markers it returns, however many listings the area holds.
 */
export const MAP_CELL_LEVELS = [
  { column: 'map_cell_fine', perDegree: 10, stride: 10_000 },
  { column: 'map_cell_coarse', perDegree: 1, stride: 1_000 },
] as const

/** More cells than this, and the next level up (or no cells: a viewport that size is a state or more). */
export const MAX_MAP_CELLS = 16

export type MapCellColumn = (typeof MAP_CELL_LEVELS)[number]['column']

type Level = (typeof MAP_CELL_LEVELS)[number]

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/

/**
 * floor((value + offset) * perDegree), worked out in decimal as PostgreSQL works out the generated columns
 * (`floor((latitude + 90) / 0.1)`), from the text the number is sent as (`String(value)`). In floating
 * point, 17.3 + 90 can land a hair under 107.3 and put a viewport's edge in the cell below: a cell that
 * holds none of the viewport, yet is read in full.
 */
export function decimalFloor(value: number, offset: number, perDegree: number): number {
  const match = DECIMAL.exec(String(value))
  if (!match) return Math.floor((value + offset) * perDegree)
  const [, sign, whole, fraction = '', exponent = '0'] = match
  const mantissa = BigInt(`${sign}${whole}${fraction}`)
  const power = Number(exponent) - fraction.length
  // value = numerator / denominator, both whole; then floor division.
  const denominator = 10n ** BigInt(Math.max(0, -power))
  const numerator = (mantissa * 10n ** BigInt(Math.max(0, power)) + BigInt(offset) * denominator) * BigInt(perDegree)
  const quotient = numerator / denominator
  return Number(numerator < 0n && quotient * denominator !== numerator ? quotient - 1n : quotient)
}

/** Rows from the south pole, columns from -180°: the generated columns' arithmetic. */
const rowOf = (level: Level, lat: number) => decimalFloor(lat, 90, level.perDegree)
const colOf = (level: Level, lng: number) => decimalFloor(lng, 180, level.perDegree)

/** The cell a point falls in at `level`. */
export const mapCellOf = (level: Level, lat: number, lng: number): number => rowOf(level, lat) * level.stride + colOf(level, lng)

/** The cells that cover `bbox` at the finest level with at most MAX_MAP_CELLS of them; null when none does. */
export function mapCellsFor(bbox: Bbox): { column: MapCellColumn; cells: number[] } | null {
  for (const level of MAP_CELL_LEVELS) {
    // Exact, so a viewport's edge on a cell's edge adds no cell: a point on the south edge is in the
    // cell above it, and a point on the north edge is in its own cell, which is then covered.
    const [row0, row1] = [rowOf(level, bbox.south), rowOf(level, bbox.north)]
    const [col0, col1] = [colOf(level, bbox.west), colOf(level, bbox.east)]
    if ((row1 - row0 + 1) * (col1 - col0 + 1) > MAX_MAP_CELLS) continue
    const cells: number[] = []
    for (let row = row0; row <= row1; row++) for (let col = col0; col <= col1; col++) cells.push(row * level.stride + col)
    return { column: level.column, cells }
  }
  return null
}
