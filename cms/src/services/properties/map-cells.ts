import type { Bbox } from './search-where'

/**
 * The map's grid (ADR 29). Every listing stores the cell it falls in at two sizes, as generated
 * columns (migration 20261128_120000_map_cells), each indexed by (status, listing_type, cell, createdAt).
 * A viewport's newest listings are then the newest of each covered cell, merged: the database reads
 * about as many index entries as markers it returns, however many listings the area holds.
 */
export const MAP_CELL_LEVELS = [
  { column: 'map_cell_fine', size: 0.1, stride: 10_000 },
  { column: 'map_cell_coarse', size: 1, stride: 1_000 },
] as const

/** More cells than this, and the next level up (or no cells: a viewport that size is a state or more). */
export const MAX_MAP_CELLS = 16

export type MapCellColumn = (typeof MAP_CELL_LEVELS)[number]['column']

type Level = (typeof MAP_CELL_LEVELS)[number]

/** The same arithmetic as the generated columns: rows from the south pole, columns from -180°. */
const rowOf = (level: Level, lat: number) => Math.floor((lat + 90) / level.size)
const colOf = (level: Level, lng: number) => Math.floor((lng + 180) / level.size)

/** The cell a point falls in at `level`. */
export const mapCellOf = (level: Level, lat: number, lng: number): number => rowOf(level, lat) * level.stride + colOf(level, lng)

// Floating point can put 17.3 + 90 a hair under 107.3; one cell's margin each way is cheaper than a miss.
const MARGIN = 1e-9

/** The cells that cover `bbox` at the finest level with at most MAX_MAP_CELLS of them; null when none does. */
export function mapCellsFor(bbox: Bbox): { column: MapCellColumn; cells: number[] } | null {
  for (const level of MAP_CELL_LEVELS) {
    const [row0, row1] = [rowOf(level, bbox.south - MARGIN), rowOf(level, bbox.north + MARGIN)]
    const [col0, col1] = [colOf(level, bbox.west - MARGIN), colOf(level, bbox.east + MARGIN)]
    if ((row1 - row0 + 1) * (col1 - col0 + 1) > MAX_MAP_CELLS) continue
    const cells: number[] = []
    for (let row = row0; row <= row1; row++) for (let col = col0; col <= col1; col++) cells.push(row * level.stride + col)
    return { column: level.column, cells }
  }
  return null
}
