/**
 * Property pictures for the seed, drawn locally: SVG scenes rendered to JPEG with sharp. Each
 * listing gets its own street view (the cover) and other views for its type: rooms for homes, an
 * office floor and a shop for commercial, a site plan and the land around for plots and land
 * (scenes.ts). Nothing here touches the network. Output is deterministic for a given
 * (type, view, variant), and rendered buffers are cached in memory so each distinct picture is drawn
 * once per process.
 */
import sharp from 'sharp'

import { createSeedRng, type SeedRng } from './seed-prng'
import {
  ROOM_STYLES,
  bedroom,
  kitchen,
  landAround,
  livingRoom,
  officeFloor,
  poly,
  r1,
  rect,
  shopInterior,
  sitePlan,
  type RoomStyle,
} from './scenes'

export const IMAGE_WIDTH = 1200
export const IMAGE_HEIGHT = 800
export const IMAGE_QUALITY = 80
/** Distinct street views per property type: the demo's 8 listings of a type each get their own cover. */
export const IMAGE_VARIANTS_PER_TYPE = 8

export const SEED_IMAGE_TYPES = [
  'standalone_apartment',
  'gated_apartment',
  'independent_house',
  'villa',
  'commercial',
  'land',
  'plot',
  'farm_house',
] as const
export type SeedImageType = (typeof SEED_IMAGE_TYPES)[number]

const TYPE_LABELS: Record<SeedImageType, string> = {
  standalone_apartment: 'Standalone Apartment',
  gated_apartment: 'Gated Apartment',
  independent_house: 'Independent House',
  villa: 'Villa',
  commercial: 'Commercial',
  land: 'Land',
  plot: 'Plot',
  farm_house: 'Farm House',
}

export interface SeedImage {
  /** Stable file name, also the natural key used to find the upload again. */
  filename: string
  alt: string
  mimetype: 'image/jpeg'
  data: Buffer
}

interface Palette {
  skyTop: string
  skyBottom: string
  sun: string
  hill: string
  hillFar: string
  ground: string
  groundDark: string
}

const PALETTES: readonly Palette[] = [
  // clear morning
  {
    skyTop: '#4f8fd6',
    skyBottom: '#cfe6f7',
    sun: '#fff6c9',
    hill: '#7fa37a',
    hillFar: '#a9c2b8',
    ground: '#8fb86a',
    groundDark: '#6e9a4f',
  },
  // golden hour
  {
    skyTop: '#f39c5a',
    skyBottom: '#ffe3a8',
    sun: '#fff1c2',
    hill: '#a7845e',
    hillFar: '#d2ab83',
    ground: '#b9a66a',
    groundDark: '#978650',
  },
  // dusk
  {
    skyTop: '#3b3f7a',
    skyBottom: '#e89aa1',
    sun: '#ffd1a6',
    hill: '#5d4f73',
    hillFar: '#8d7597',
    ground: '#6f7b59',
    groundDark: '#56603f',
  },
  // monsoon
  {
    skyTop: '#6b7f8e',
    skyBottom: '#d5dde0',
    sun: '#eef3f3',
    hill: '#4f7a5a',
    hillFar: '#87a394',
    ground: '#5f9a55',
    groundDark: '#4a7f42',
  },
  // bright noon
  {
    skyTop: '#2d7fd3',
    skyBottom: '#9fd3f5',
    sun: '#fffbe0',
    hill: '#6e9c63',
    hillFar: '#9fc2a6',
    ground: '#a3c46b',
    groundDark: '#86a552',
  },
  // winter haze
  {
    skyTop: '#8fb3c9',
    skyBottom: '#f1ede4',
    sun: '#fffaf0',
    hill: '#93a58a',
    hillFar: '#bfc9bb',
    ground: '#b8b486',
    groundDark: '#9a966b',
  },
]

const WALLS = ['#f3e6cf', '#e9d2b0', '#f6f1e7', '#d9e4ec', '#f0d9c4', '#e4e0d0', '#d7c4a3', '#efe2da']
const ACCENTS = ['#b5523b', '#8c5a3c', '#3f6e8c', '#6b7a3a', '#9b3d4f', '#c17a2b', '#476b61']
const ROOFS = ['#a2412c', '#7b3b2a', '#5b5f66', '#8a4a2b', '#6e3327']
const GLASS = ['#9cc9e6', '#a9d6e0', '#8fb5d9', '#b7d9ea']

const GROUND_Y = 640

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** A grid of windows; some lit warm, the rest glass. */
function windows(
  rng: SeedRng,
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  glass: string,
  frame = '#ffffff',
): string {
  let out = ''
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const wx = x + col * (w + gapX)
      const wy = y + row * (h + gapY)
      const fill = rng.chance(0.18) ? '#ffd98a' : glass
      out += rect(wx - 2, wy - 2, w + 4, h + 4, frame)
      out += rect(wx, wy, w, h, fill)
      out += rect(wx + w / 2 - 1, wy, 2, h, frame, 'opacity="0.8"')
    }
  }
  return out
}

function tree(x: number, baseY: number, scale: number, leaf: string): string {
  const trunkH = 46 * scale
  return (
    rect(x - 5 * scale, baseY - trunkH, 10 * scale, trunkH, '#6b4a2f') +
    `<circle cx="${r1(x)}" cy="${r1(baseY - trunkH - 22 * scale)}" r="${r1(34 * scale)}" fill="${leaf}"/>` +
    `<circle cx="${r1(x - 24 * scale)}" cy="${r1(baseY - trunkH - 4 * scale)}" r="${r1(24 * scale)}" fill="${leaf}"/>` +
    `<circle cx="${r1(x + 24 * scale)}" cy="${r1(baseY - trunkH - 6 * scale)}" r="${r1(26 * scale)}" fill="${leaf}"/>`
  )
}

function palm(x: number, baseY: number, height: number, leaf: string): string {
  const topX = x + height * 0.12
  const topY = baseY - height
  let fronds = ''
  for (const [dx, dy] of [
    [-70, 10],
    [-55, 35],
    [70, 12],
    [55, 38],
    [-20, -30],
    [25, -28],
  ] as const) {
    fronds += `<path d="M${r1(topX)},${r1(topY)} Q${r1(topX + dx * 0.5)},${r1(topY + dy * 0.3 - 25)} ${r1(topX + dx)},${r1(topY + dy)}" stroke="${leaf}" stroke-width="9" fill="none" stroke-linecap="round"/>`
  }
  return (
    `<path d="M${r1(x)},${r1(baseY)} Q${r1(x - 6)},${r1(baseY - height / 2)} ${r1(topX)},${r1(topY)}" stroke="#7a5a3a" stroke-width="9" fill="none"/>` +
    fronds
  )
}

function shrubRow(rng: SeedRng, x0: number, x1: number, baseY: number, leaf: string): string {
  let out = ''
  for (let x = x0; x < x1; x += rng.int(26, 40)) {
    out += `<ellipse cx="${r1(x)}" cy="${r1(baseY - 10)}" rx="${rng.int(18, 26)}" ry="${rng.int(12, 18)}" fill="${leaf}"/>`
  }
  return out
}

function compoundWall(x0: number, x1: number, baseY: number, height: number, colour: string, gateFrom?: number, gateTo?: number): string {
  let out = ''
  const segments: Array<[number, number]> =
    gateFrom !== undefined && gateTo !== undefined
      ? [
          [x0, gateFrom],
          [gateTo, x1],
        ]
      : [[x0, x1]]
  for (const [a, b] of segments) {
    out += rect(a, baseY - height, b - a, height, colour)
    out += rect(a, baseY - height - 6, b - a, 6, '#00000022')
    for (let px = a; px <= b - 14; px += 90) out += rect(px, baseY - height - 10, 14, height + 10, colour, 'stroke="#00000018"')
  }
  if (gateFrom !== undefined && gateTo !== undefined) {
    for (let gx = gateFrom + 6; gx < gateTo; gx += 12) out += rect(gx, baseY - height + 4, 3, height - 4, '#3a3a3a')
    out += rect(gateFrom, baseY - height + 4, gateTo - gateFrom, 4, '#3a3a3a')
  }
  return out
}

function waterTank(x: number, y: number): string {
  return rect(x, y - 34, 46, 34, '#2f3b45', 'rx="6"') + rect(x + 4, y - 40, 38, 8, '#3d4a55', 'rx="3"')
}

function drawStandaloneApartment(rng: SeedRng, wall: string, accent: string, glass: string): string {
  const floors = rng.int(4, 6)
  const floorH = 78
  const w = rng.int(380, 460)
  const x = 600 - w / 2 + rng.int(-60, 60)
  const top = GROUND_Y - floors * floorH - 20
  let out = rect(x - 8, top - 14, w + 16, 14, accent)
  out += rect(x, top, w, GROUND_Y - top, wall)
  out += rect(x + w - 120, top - 60, 90, 60, wall, 'stroke="#00000018"') // staircase headroom
  out += waterTank(x + 30, top - 14)
  out += windows(rng, x + 30, top + 22, 4, floors, 58, 44, (w - 60 - 4 * 58) / 3, floorH - 44, glass)
  for (let f = 0; f < floors; f++) {
    const by = top + 22 + f * floorH + 44
    out += rect(x + 18, by, w - 36, 8, accent, 'opacity="0.85"') // balcony slabs
    for (let rx = x + 22; rx < x + w - 22; rx += 14) out += rect(rx, by - 18, 2, 18, '#ffffff', 'opacity="0.7"')
  }
  out += rect(x + w / 2 - 40, GROUND_Y - 70, 80, 70, '#4a3b30') // stilt parking entrance
  out += tree(x - 70, GROUND_Y, 1.1, '#4f8a3f') + tree(x + w + 70, GROUND_Y, 0.9, '#5a9a48')
  return out
}

function drawGatedApartment(rng: SeedRng, wall: string, accent: string, glass: string): string {
  let out = ''
  const towers = rng.int(2, 3)
  const baseX = towers === 2 ? 300 : 210
  const spacing = towers === 2 ? 330 : 290
  for (let t = 0; t < towers; t++) {
    const floors = rng.int(9, 13)
    const floorH = 32
    const w = rng.int(170, 210)
    const x = baseX + t * spacing - w / 2 + rng.int(-20, 20) + 100
    const top = GROUND_Y - 60 - floors * floorH
    const shade = t % 2 === 0 ? wall : '#ffffff'
    out += rect(x, top, w, GROUND_Y - top, shade, 'stroke="#00000020"')
    out += rect(x - 6, top - 12, w + 12, 12, accent)
    out += rect(x + w / 2 - 18, top - 44, 36, 32, accent, 'opacity="0.9"')
    out += windows(rng, x + 16, top + 14, 4, floors, Math.floor((w - 32 - 30) / 4), 20, 10, floorH - 20, glass)
    out += rect(x + w - 10, top, 10, GROUND_Y - top, '#00000014')
  }
  out += compoundWall(60, 1140, GROUND_Y + 40, 48, '#efe7d8', 540, 660)
  out += rect(515, GROUND_Y - 32, 170, 26, accent) // entrance arch
  out += `<text x="600" y="${GROUND_Y - 12}" font-family="DejaVu Sans, sans-serif" font-size="14" font-weight="bold" fill="#ffffff" text-anchor="middle">GATED COMMUNITY</text>`
  out += palm(120, GROUND_Y + 40, 190, '#3f7d3a') + palm(1080, GROUND_Y + 40, 170, '#3f7d3a')
  out += shrubRow(rng, 80, 520, GROUND_Y + 40, '#4c8a3d') + shrubRow(rng, 680, 1120, GROUND_Y + 40, '#4c8a3d')
  return out
}

function drawIndependentHouse(rng: SeedRng, wall: string, accent: string, glass: string): string {
  const storeys = rng.int(1, 2)
  const w = rng.int(420, 500)
  const x = 600 - w / 2 + rng.int(-40, 40)
  const storeyH = 150
  const top = GROUND_Y - storeys * storeyH
  const roof = rng.pick(ROOFS)
  let out = rect(x, top, w, GROUND_Y - top, wall)
  if (rng.chance(0.5)) {
    out += poly(
      [
        [x - 30, top],
        [x + w / 2, top - 120],
        [x + w + 30, top],
      ],
      roof,
    )
  } else {
    out += rect(x - 10, top - 28, w + 20, 28, accent) // flat roof with parapet
    out += waterTank(x + w - 80, top - 28)
  }
  for (let s = 0; s < storeys; s++) {
    const sy = top + s * storeyH
    out += windows(rng, x + 40, sy + 40, 2, 1, 80, 70, 40, 0, glass)
    out += windows(rng, x + w - 160, sy + 40, 1, 1, 100, 70, 0, 0, glass)
    if (s < storeys - 1) out += rect(x - 14, sy + storeyH - 8, w + 28, 10, accent)
  }
  out += rect(x + w / 2 - 20, GROUND_Y - 120, 76, 120, '#6b3f24') // door
  out += `<circle cx="${r1(x + w / 2 + 44)}" cy="${GROUND_Y - 60}" r="4" fill="#e8c66a"/>`
  out += rect(x + w / 2 - 36, GROUND_Y - 126, 108, 10, accent)
  out += compoundWall(x - 120, x + w + 120, GROUND_Y + 50, 44, '#e9e1d0', x + w / 2 - 30, x + w / 2 + 70)
  out += tree(x - 80, GROUND_Y + 50, 1.2, '#4e8a3e')
  out += `<ellipse cx="${r1(x + w + 70)}" cy="${GROUND_Y + 4}" rx="34" ry="22" fill="#c0562f"/>` // bougainvillea
  return out
}

function drawVilla(rng: SeedRng, wall: string, accent: string, glass: string): string {
  const x = rng.int(250, 330)
  const w = rng.int(560, 640)
  const top = GROUND_Y - 300
  const roof = rng.pick(ROOFS)
  let out = ''
  // lawn and pool
  out += `<ellipse cx="600" cy="${GROUND_Y + 90}" rx="560" ry="70" fill="#6fae55"/>`
  out += `<rect x="${x + 60}" y="${GROUND_Y + 70}" width="${w - 200}" height="36" rx="16" fill="#5ec3e0" stroke="#ffffff" stroke-width="5"/>`
  // two volumes
  out += rect(x, top + 110, w * 0.55, 190, wall)
  out += rect(x + w * 0.45, top, w * 0.55, 300, '#ffffff', 'stroke="#00000018"')
  out += poly(
    [
      [x - 24, top + 110],
      [x + w * 0.275, top + 40],
      [x + w * 0.55 + 24, top + 110],
    ],
    roof,
  )
  out += rect(x + w * 0.45 - 14, top - 16, w * 0.55 + 28, 18, accent)
  // large glazing
  out += rect(x + w * 0.5, top + 30, w * 0.45, 110, glass, 'stroke="#ffffff" stroke-width="6"')
  out += rect(x + w * 0.5, top + 170, w * 0.45, 120, glass, 'stroke="#ffffff" stroke-width="6"')
  out += rect(x + w * 0.5, top + 154, w * 0.47, 8, '#5b5f66') // balcony
  out += windows(rng, x + 40, top + 150, 2, 1, 90, 80, 40, 0, glass)
  out += rect(x + 40 + 260, GROUND_Y - 110, 60, 110, '#5a3a22')
  out += palm(x - 70, GROUND_Y + 20, 250, '#2f7a36') + palm(x + w + 70, GROUND_Y + 20, 220, '#2f7a36')
  out += shrubRow(rng, 70, 1130, GROUND_Y + 30, '#3f8a3a')
  return out
}

function drawCommercial(rng: SeedRng, wall: string, accent: string, glass: string): string {
  const x = rng.int(170, 230)
  const w = 1200 - 2 * x
  const top = GROUND_Y - rng.int(330, 420)
  let out = rect(x, top, w, GROUND_Y - top, wall)
  out += rect(x - 10, top - 14, w + 20, 14, '#5b5f66')
  // upper floor office glazing
  out += rect(x + 20, top + 20, w - 40, GROUND_Y - top - 210, glass, 'stroke="#ffffff" stroke-width="4"')
  for (let gx = x + 20 + 90; gx < x + w - 40; gx += 90) out += rect(gx, top + 20, 4, GROUND_Y - top - 210, '#ffffff')
  // signboard
  out += rect(x + 40, GROUND_Y - 190, w - 80, 44, accent)
  const sign = rng.pick(['SHOPPING ARCADE', 'BUSINESS CENTRE', 'COMMERCIAL COMPLEX', 'TRADE PLAZA'])
  out += `<text x="600" y="${GROUND_Y - 159}" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="bold" fill="#ffffff" text-anchor="middle">${sign}</text>`
  // shop fronts with striped awnings and shutters
  const shops = 4
  const sw = (w - 80) / shops
  for (let s = 0; s < shops; s++) {
    const sx = x + 40 + s * sw
    const open = rng.chance(0.6)
    out += rect(sx + 8, GROUND_Y - 130, sw - 16, 130, open ? glass : '#9aa1a8')
    if (!open) for (let ly = GROUND_Y - 126; ly < GROUND_Y; ly += 9) out += rect(sx + 8, ly, sw - 16, 2, '#7d848b')
    for (let k = 0; k < 6; k++) {
      out += rect(sx + 4 + (k * (sw - 8)) / 6, GROUND_Y - 142, (sw - 8) / 6, 22, k % 2 === 0 ? accent : '#ffffff')
    }
  }
  out += rect(0, GROUND_Y + 20, 1200, 40, '#8d8d8d') // pavement
  return out
}

function drawLand(rng: SeedRng): string {
  // a large open parcel in perspective, marked by boundary stones and a dashed line
  const near = GROUND_Y + 130
  const far = GROUND_Y + 10
  const pts: Array<[number, number]> = [
    [rng.int(110, 190), near],
    [rng.int(1010, 1090), near],
    [rng.int(850, 930), far],
    [rng.int(270, 350), far],
  ]
  let out = poly(pts, '#c8a772', 'opacity="0.55"')
  out += `<polygon points="${pts.map(([a, b]) => `${a},${b}`).join(' ')}" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="18 12"/>`
  for (const [px, py] of pts) out += rect(px - 7, py - 26, 14, 26, '#f2f2f2', 'stroke="#b33" stroke-width="3"')
  for (let i = 0; i < 5; i++)
    out += tree(rng.int(40, 1160), far - rng.int(0, 8), rng.float(0.5, 0.8), rng.pick(['#4b7d3a', '#5a8f43', '#3f6f34']))
  out += palm(rng.int(60, 140), near - 30, 160, '#3f7a36')
  out += rect(960, GROUND_Y - 40, 10, 120, '#6b4a2f') + rect(900, GROUND_Y - 70, 130, 56, '#ffffff', 'stroke="#b33" stroke-width="4"')
  out += `<text x="965" y="${GROUND_Y - 34}" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="bold" fill="#b33" text-anchor="middle">FOR SALE</text>`
  return out
}

function drawPlot(rng: SeedRng): string {
  // a layout road with several marked plots on both sides
  let out = poly(
    [
      [520, GROUND_Y],
      [680, GROUND_Y],
      [900, 800],
      [300, 800],
    ],
    '#6b6b6b',
  )
  out += poly(
    [
      [596, GROUND_Y],
      [604, GROUND_Y],
      [612, 800],
      [588, 800],
    ],
    '#f2f2f2',
    'opacity="0.8"',
  )
  const rows = 3
  for (const side of [-1, 1]) {
    for (let r = 0; r < rows; r++) {
      const y0 = GROUND_Y + 8 + r * 50
      const y1 = y0 + 44
      const innerTop = 600 + side * (90 + r * 40)
      const innerBot = 600 + side * (90 + (r + 1) * 40)
      const outerTop = 600 + side * (460 + r * 30)
      const outerBot = 600 + side * (460 + (r + 1) * 30)
      const fill = rng.chance(0.3) ? '#b8935b' : '#c9ab78'
      const q: Array<[number, number]> = [
        [innerTop, y0],
        [outerTop, y0],
        [outerBot, y1],
        [innerBot, y1],
      ]
      out += poly(q, fill, 'stroke="#ffffff" stroke-width="3"')
      for (const [px, py] of q) out += rect(px - 4, py - 12, 8, 12, '#fafafa', 'stroke="#c0392b" stroke-width="2"')
    }
  }
  for (let i = 0; i < 6; i++)
    out += tree(rng.pick([60, 160, 260, 940, 1040, 1140]) + rng.int(-20, 20), GROUND_Y, rng.float(0.55, 0.8), '#4d8a3c')
  out += rect(560, GROUND_Y - 90, 80, 60, '#2e6b3a') + rect(596, GROUND_Y - 30, 8, 30, '#555')
  out += `<text x="600" y="${GROUND_Y - 54}" font-family="DejaVu Sans, sans-serif" font-size="16" font-weight="bold" fill="#ffffff" text-anchor="middle">LAYOUT</text>`
  return out
}

function drawFarmHouse(rng: SeedRng, wall: string, accent: string, glass: string): string {
  let out = ''
  // crop rows in the foreground
  for (let i = 0; i < 9; i++) {
    const y = GROUND_Y + 20 + i * 16
    out += `<path d="M0,${y} Q600,${y - 14} 1200,${y}" stroke="${i % 2 === 0 ? '#4f8a33' : '#76a84a'}" stroke-width="9" fill="none"/>`
  }
  const x = rng.int(420, 520)
  const w = 320
  const top = GROUND_Y - 150
  out += rect(x, top, w, 150, wall)
  out += poly(
    [
      [x - 40, top],
      [x + w / 2, top - 90],
      [x + w + 40, top],
    ],
    rng.pick(ROOFS),
  )
  out += rect(x - 40, top + 40, w + 80, 10, accent) // verandah beam
  out += rect(x - 30, top + 50, 10, 100, '#7a5a3a') + rect(x + w + 20, top + 50, 10, 100, '#7a5a3a')
  out += windows(rng, x + 30, top + 66, 1, 1, 60, 50, 0, 0, glass) + windows(rng, x + w - 90, top + 66, 1, 1, 60, 50, 0, 0, glass)
  out += rect(x + w / 2 - 30, top + 60, 60, 90, '#6b3f24')
  // fence
  for (let fx = 20; fx < 1200; fx += 40) out += rect(fx, GROUND_Y - 30, 6, 36, '#8a6a45')
  out += rect(0, GROUND_Y - 22, 1200, 4, '#8a6a45') + rect(0, GROUND_Y - 8, 1200, 4, '#8a6a45')
  // coconut palms and a mango tree
  out += palm(rng.int(120, 220), GROUND_Y + 10, 260, '#2f7a36') + palm(rng.int(250, 330), GROUND_Y + 14, 210, '#2f7a36')
  out += tree(rng.int(920, 1060), GROUND_Y + 10, 1.6, '#2f6e2f')
  return out
}

/** The street view: the building (or the land) of the type under one of the day's skies. */
function exteriorSvg(type: SeedImageType, variant: number): string {
  const rng = createSeedRng(`gruha-image:${type}:${variant}`)
  const palette = paletteFor(type, variant)
  const wall = rng.pick(WALLS)
  const accent = rng.pick(ACCENTS)
  const glass = rng.pick(GLASS)
  const sunX = rng.int(140, 1060)
  const sunY = rng.int(90, 220)

  let clouds = ''
  for (let i = 0; i < rng.int(2, 4); i++) {
    const cx = rng.int(80, 1120)
    const cy = rng.int(60, 260)
    const s = rng.float(0.7, 1.3)
    clouds += `<g opacity="0.75" fill="#ffffff"><ellipse cx="${cx}" cy="${cy}" rx="${r1(70 * s)}" ry="${r1(24 * s)}"/><ellipse cx="${r1(cx - 40 * s)}" cy="${r1(cy + 6 * s)}" rx="${r1(40 * s)}" ry="${r1(18 * s)}"/><ellipse cx="${r1(cx + 30 * s)}" cy="${r1(cy - 12 * s)}" rx="${r1(44 * s)}" ry="${r1(22 * s)}"/></g>`
  }
  const hillFar = `<path d="M0,${GROUND_Y - 150} Q200,${GROUND_Y - 250 - rng.int(0, 60)} 420,${GROUND_Y - 170} T860,${GROUND_Y - 180} T1200,${GROUND_Y - 160} V${GROUND_Y} H0 Z" fill="${palette.hillFar}"/>`
  const hillNear = `<path d="M0,${GROUND_Y - 60} Q300,${GROUND_Y - 130 - rng.int(0, 40)} 600,${GROUND_Y - 70} T1200,${GROUND_Y - 80} V${GROUND_Y} H0 Z" fill="${palette.hill}"/>`

  let building: string
  switch (type) {
    case 'standalone_apartment':
      building = drawStandaloneApartment(rng, wall, accent, glass)
      break
    case 'gated_apartment':
      building = drawGatedApartment(rng, wall, accent, glass)
      break
    case 'independent_house':
      building = drawIndependentHouse(rng, wall, accent, glass)
      break
    case 'villa':
      building = drawVilla(rng, wall, accent, glass)
      break
    case 'commercial':
      building = drawCommercial(rng, wall, accent, glass)
      break
    case 'land':
      building = drawLand(rng)
      break
    case 'plot':
      building = drawPlot(rng)
      break
    case 'farm_house':
      building = drawFarmHouse(rng, wall, accent, glass)
      break
  }

  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ground}"/><stop offset="1" stop-color="${palette.groundDark}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="${palette.sun}" stop-opacity="1"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="130" fill="url(#sun)"/>
<circle cx="${sunX}" cy="${sunY}" r="46" fill="${palette.sun}"/>
${clouds}
${hillFar}
${hillNear}
<rect x="0" y="${GROUND_Y}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT - GROUND_Y}" fill="url(#ground)"/>
${building}`
}

const paletteFor = (type: SeedImageType, variant: number): Palette =>
  PALETTES[(variant + SEED_IMAGE_TYPES.indexOf(type) * 2) % PALETTES.length]!

/* ---------- the views of a listing ---------- */

export const SEED_IMAGE_VIEWS = ['exterior', 'living', 'kitchen', 'bedroom', 'office', 'shop', 'plan', 'land'] as const
export type SeedImageView = (typeof SEED_IMAGE_VIEWS)[number]

/** Distinct pictures per (type, view): one street view per demo listing, a few of each other view. */
const VIEW_VARIANTS: Record<SeedImageView, number> = {
  exterior: IMAGE_VARIANTS_PER_TYPE,
  living: 2,
  kitchen: 2,
  bedroom: 2,
  office: 2,
  shop: 2,
  plan: 2,
  land: 2,
}

const VIEW_LABELS: Record<SeedImageView, string> = {
  exterior: 'street view',
  living: 'living room',
  kitchen: 'kitchen',
  bedroom: 'bedroom',
  office: 'office floor',
  shop: 'shop floor',
  plan: 'site plan',
  land: 'surroundings',
}

/** The views after the street view, in the order a listing shows them. */
export const VIEWS_BY_TYPE: Record<SeedImageType, readonly SeedImageView[]> = {
  standalone_apartment: ['living', 'kitchen', 'bedroom'],
  gated_apartment: ['living', 'bedroom', 'kitchen'],
  independent_house: ['living', 'kitchen', 'bedroom'],
  villa: ['living', 'bedroom', 'kitchen'],
  farm_house: ['land', 'living', 'bedroom'],
  commercial: ['office', 'shop'],
  land: ['plan', 'land'],
  plot: ['plan', 'land'],
}

const ROOM_STYLE_BY_TYPE: Partial<Record<SeedImageType, RoomStyle>> = {
  standalone_apartment: ROOM_STYLES.apartment,
  gated_apartment: ROOM_STYLES.apartment,
  independent_house: ROOM_STYLES.house,
  villa: ROOM_STYLES.villa,
  farm_house: ROOM_STYLES.farm,
}

export type SeedImageRef = { type: SeedImageType; view: SeedImageView; variant: number }

/**
 * A demo listing's pictures: its own street view (the cover; `index` is the listing's place among
 * its type), then the type's other views, the variants shifted so that neighbours differ. `extra`
 * says how many of the other views to show (all when larger).
 */
export function listingImages(type: SeedImageType, index: number, extra: number): SeedImageRef[] {
  const views = VIEWS_BY_TYPE[type].slice(0, Math.max(1, extra))
  return [
    { type, view: 'exterior', variant: normaliseVariant('exterior', index) },
    ...views.map((view, k) => ({ type, view, variant: normaliseVariant(view, index + k) })),
  ]
}

function viewSvg(type: SeedImageType, view: SeedImageView, variant: number): string {
  const rng = createSeedRng(`gruha-image:${type}:${view}:${variant}`)
  const room = ROOM_STYLE_BY_TYPE[type] ?? ROOM_STYLES.apartment
  switch (view) {
    case 'exterior':
      return exteriorSvg(type, variant)
    case 'living':
      return livingRoom(rng, room)
    case 'kitchen':
      return kitchen(rng, room)
    case 'bedroom':
      return bedroom(rng, room)
    case 'office':
      return officeFloor(rng)
    case 'shop':
      return shopInterior(rng)
    case 'plan':
      return sitePlan(rng, type === 'plot' ? 'plots' : 'fields')
    case 'land':
      return landAround(rng, paletteFor(type, variant + 1), type === 'plot' ? 'road' : type === 'farm_house' ? 'orchard' : 'field')
  }
}

/** The whole picture: the view, and a small mark saying it is an illustration, not a photo. */
function sceneSvg(type: SeedImageType, view: SeedImageView, variant: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
${viewSvg(type, view, variant)}
<text x="${IMAGE_WIDTH - 28}" y="${IMAGE_HEIGHT - 26}" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#ffffff" fill-opacity="0.8" stroke="#000000" stroke-opacity="0.25" stroke-width="0.6" text-anchor="end">Gruha · illustration</text>
</svg>`
}

const cache = new Map<string, Promise<SeedImage>>()

function normaliseVariant(view: SeedImageView, variant: number): number {
  const v = Math.floor(Math.abs(variant)) % VIEW_VARIANTS[view]
  return Number.isFinite(v) ? v : 0
}

/** Street views keep their first names (`seed-villa-2.jpg`); other views name theirs (`seed-villa-kitchen-1.jpg`). */
export function seedImageFilename(type: SeedImageType, variant: number, view: SeedImageView = 'exterior'): string {
  const name = view === 'exterior' ? type.replace(/_/g, '-') : `${type.replace(/_/g, '-')}-${view}`
  return `seed-${name}-${normaliseVariant(view, variant) + 1}.jpg`
}

/** The SVG source of a picture (exposed for tests and debugging). */
export function propertySceneSvg(type: SeedImageType, variant: number, view: SeedImageView = 'exterior'): string {
  return sceneSvg(type, view, normaliseVariant(view, variant))
}

/**
 * A 1200x800 JPEG of one view of a property of the given type. The same (type, view, variant)
 * always gives the same picture; variant is taken modulo the view's number of variants. Cached per
 * process.
 */
export function renderPropertyImage(type: SeedImageType, variant: number, view: SeedImageView = 'exterior'): Promise<SeedImage> {
  const v = normaliseVariant(view, variant)
  const key = `${type}:${view}:${v}`
  let pending = cache.get(key)
  if (!pending) {
    pending = sharp(Buffer.from(sceneSvg(type, view, v)))
      .resize(IMAGE_WIDTH, IMAGE_HEIGHT)
      .jpeg({ quality: IMAGE_QUALITY, mozjpeg: false })
      .toBuffer()
      .then((data) => ({
        filename: seedImageFilename(type, v, view),
        alt: `${TYPE_LABELS[type]}, ${VIEW_LABELS[view]} (illustration ${v + 1})`,
        mimetype: 'image/jpeg' as const,
        data,
      }))
    pending.catch(() => cache.delete(key))
    cache.set(key, pending)
  }
  return pending
}

const AVATAR_COLOURS = ['#1f6f78', '#8c5a3c', '#3f6e8c', '#6b7a3a', '#9b3d4f', '#c17a2b', '#476b61', '#5b4a8a']

/** A square avatar with the person's initials (optional use: agent and user profile pictures). */
export async function renderInitialsAvatar(name: string, size = 256): Promise<SeedImage> {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]!.toUpperCase())
      .join('') || '?'
  const colour = AVATAR_COLOURS[createSeedRng(`avatar:${name}`).int(0, AVATAR_COLOURS.length - 1)]!
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${colour}"/><text x="50%" y="50%" dy="0.35em" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size * 0.4)}" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(initials)}</text></svg>`
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: IMAGE_QUALITY }).toBuffer()
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'user'
  return { filename: `seed-avatar-${slug}.jpg`, alt: `${name} avatar`, mimetype: 'image/jpeg', data }
}
