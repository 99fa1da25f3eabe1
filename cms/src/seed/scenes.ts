/**
 * The seed's other views of a listing, besides the street view in images.ts: rooms (living room,
 * kitchen, bedroom), an office floor and a shop for commercial listings, and a site plan and the
 * land around for plots, land and farm houses. Flat illustrations in SVG, drawn offline and
 * deterministic for a given seed; images.ts renders them to JPEG.
 */
import type { SeedRng } from './seed-prng'

export const W = 1200
export const H = 800

export function r1(n: number): string {
  return (Math.round(n * 10) / 10).toString()
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`
}

export function poly(points: Array<[number, number]>, fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}" ${extra}/>`
}

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`

/** How a type furnishes its rooms: wall and floor colours, and the floor's finish. */
export interface RoomStyle {
  walls: readonly string[]
  floors: readonly string[]
  floor: 'planks' | 'tiles' | 'terracotta'
  accents: readonly string[]
}

const SOFT_WALLS = ['#efe6d8', '#e6ece6', '#f2e3d5', '#e3e8ee', '#f4efe6', '#ebe1ea']
const ACCENTS = ['#2f6f6a', '#b5523b', '#c9a227', '#3f5e8c', '#8c4a6b', '#5f7d3a', '#c1733b']

export const ROOM_STYLES: Record<'apartment' | 'house' | 'villa' | 'farm', RoomStyle> = {
  apartment: { walls: SOFT_WALLS, floors: ['#d9d2c5', '#cfc8bd', '#e2dccf'], floor: 'tiles', accents: ACCENTS },
  house: { walls: SOFT_WALLS, floors: ['#b98a5e', '#a97b52', '#c49a6c'], floor: 'planks', accents: ACCENTS },
  villa: { walls: ['#f6f3ee', '#eeeae2', '#f3efe8'], floors: ['#ece7de', '#e5ddd0', '#d8cfc2'], floor: 'tiles', accents: ACCENTS },
  farm: { walls: ['#f0e2c8', '#ead7bb', '#efe0cc'], floors: ['#b8643f', '#a95a3a', '#c0714a'], floor: 'terracotta', accents: ACCENTS },
}

/* ---------- a room in one-point perspective ---------- */

/** The back wall's corners; the side walls, floor and ceiling run from them to the picture's edges. */
const BACK = { x0: 200, y0: 120, x1: 1000, y1: 560 }

/** Darker (amount < 0) or mixed with white (amount > 0), so light tints stay soft. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (n >> shift) & 255
    return Math.max(0, Math.min(255, Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)))
  }
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

function roomShell(rng: SeedRng, style: RoomStyle): { svg: string; wall: string; accent: string } {
  const wall = rng.pick(style.walls)
  const floor = rng.pick(style.floors)
  const accent = rng.pick(style.accents)
  const { x0, y0, x1, y1 } = BACK
  let svg = rect(0, 0, W, H, shade(wall, -0.08))
  svg += poly(
    [
      [0, 0],
      [W, 0],
      [x1, y0],
      [x0, y0],
    ],
    shade(wall, 0.05),
  )
  svg += poly(
    [
      [0, 0],
      [x0, y0],
      [x0, y1],
      [0, H],
    ],
    shade(wall, -0.06),
  )
  svg += poly(
    [
      [W, 0],
      [x1, y0],
      [x1, y1],
      [W, H],
    ],
    shade(wall, -0.1),
  )
  svg += rect(x0, y0, x1 - x0, y1 - y0, wall)
  svg += poly(
    [
      [x0, y1],
      [x1, y1],
      [W, H],
      [0, H],
    ],
    floor,
  )
  // The floor's joints converge on the vanishing point (the back wall's centre).
  const line = shade(floor, -0.12)
  if (style.floor === 'planks') {
    for (let i = 1; i < 14; i++) {
      const xb = x0 + ((x1 - x0) * i) / 14
      const xf = (W * i) / 14
      svg += `<line x1="${r1(xb)}" y1="${y1}" x2="${r1(xf)}" y2="${H}" stroke="${line}" stroke-width="2"/>`
    }
  } else {
    const cols = style.floor === 'tiles' ? 8 : 12
    for (let i = 1; i < cols; i++) {
      svg += `<line x1="${r1(x0 + ((x1 - x0) * i) / cols)}" y1="${y1}" x2="${r1((W * i) / cols)}" y2="${H}" stroke="${line}" stroke-width="1.5"/>`
    }
    for (const t of [0.12, 0.28, 0.48, 0.74]) {
      const y = y1 + (H - y1) * t
      const xl = x0 * (1 - t)
      svg += `<line x1="${r1(xl)}" y1="${r1(y)}" x2="${r1(W - xl)}" y2="${r1(y)}" stroke="${line}" stroke-width="1.5"/>`
    }
  }
  svg += rect(x0, y1 - 10, x1 - x0, 10, shade(wall, -0.15)) // skirting
  return { svg, wall, accent }
}

/** A window on the back wall with the day outside (sky, a tree line or a skyline). */
function windowOnWall(rng: SeedRng, x: number, y: number, w: number, h: number, outside: 'trees' | 'city'): string {
  const sky = rng.pick([
    ['#7fb3e0', '#d8ecf7'],
    ['#f0a868', '#fde3b8'],
    ['#9fc4d8', '#eef4f2'],
  ])
  const id = `sky${rng.int(0, 1e6)}`
  let out = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>`
  out += rect(x - 10, y - 10, w + 20, h + 20, '#ffffff')
  out += rect(x, y, w, h, `url(#${id})`)
  if (outside === 'city') {
    for (let bx = x; bx < x + w; bx += rng.int(30, 60)) {
      const bh = rng.int(h * 0.2, h * 0.6)
      out += rect(bx, y + h - bh, rng.int(24, 50), bh, rng.pick(['#9aa7b4', '#8593a1', '#b1bcc6']), 'opacity="0.85"')
    }
  } else {
    for (let tx = x - 20; tx < x + w + 20; tx += rng.int(40, 70))
      out += circle(tx, y + h - rng.int(10, 40), rng.int(30, 50), '#6f9a5a', 'opacity="0.9"')
  }
  out += rect(x + w / 2 - 3, y, 6, h, '#ffffff') + rect(x, y + h * 0.45, w, 5, '#ffffff')
  return `<g>${out}</g>`
}

function curtains(x: number, y: number, w: number, h: number, colour: string): string {
  let out = rect(x - 40, y - 24, w + 80, 8, '#6b5b4b')
  for (const side of [x - 40, x + w - 20]) {
    out += rect(side, y - 16, 60, h + 40, colour, 'opacity="0.92"')
    for (let k = 1; k < 4; k++) out += rect(side + k * 15, y - 16, 2, h + 40, '#00000014')
  }
  return out
}

function plant(x: number, baseY: number, scale: number): string {
  const pot = rect(x - 22 * scale, baseY - 40 * scale, 44 * scale, 40 * scale, '#c26a43', `rx="${r1(6 * scale)}"`)
  let leaves = ''
  for (const [dx, dy, r] of [
    [0, -95, 30],
    [-26, -72, 26],
    [26, -75, 27],
    [-8, -120, 22],
    [14, -110, 20],
  ] as const) {
    leaves += `<ellipse cx="${r1(x + dx * scale)}" cy="${r1(baseY + dy * scale)}" rx="${r1(r * scale * 0.7)}" ry="${r1(r * scale)}" fill="#3f7d4a"/>`
  }
  return leaves + pot
}

/** A framed print: a few soft shapes, never text. */
function wallArt(rng: SeedRng, x: number, y: number, w: number, h: number, accent: string): string {
  let out = rect(x - 8, y - 8, w + 16, h + 16, '#3b3b3b') + rect(x, y, w, h, '#f7f3ea')
  out += circle(x + w * rng.float(0.3, 0.7), y + h * 0.4, Math.min(w, h) * 0.22, accent, 'opacity="0.85"')
  out += `<path d="M${r1(x)},${r1(y + h * 0.8)} Q${r1(x + w / 2)},${r1(y + h * 0.55)} ${r1(x + w)},${r1(y + h * 0.75)} V${r1(y + h)} H${r1(x)} Z" fill="${shade(accent, -0.3)}" opacity="0.6"/>`
  return out
}

function pendant(x: number, length: number, colour: string): string {
  return (
    rect(x - 1, 0, 2, length, '#333') +
    `<path d="M${x - 28},${length + 26} Q${x},${length - 8} ${x + 28},${length + 26} Z" fill="${colour}"/>`
  )
}

/** Shelves of books and a few objects, standing on the floor against the back wall. */
function bookcase(rng: SeedRng, x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, '#7a5a3e') + rect(x + 8, y + 8, w - 16, h - 16, '#5e4430')
  const shelves = 4
  for (let k = 0; k < shelves; k++) {
    const base = y + 8 + ((h - 16) * (k + 1)) / shelves
    out += rect(x + 8, base - 6, w - 16, 6, '#7a5a3e')
    for (let bx = x + 12; bx < x + w - 24;) {
      const bw = rng.int(8, 16)
      const bh = rng.int(34, 58)
      out += rect(bx, base - 6 - bh, bw, bh, rng.pick(['#c9b79c', '#8c4a3a', '#3f5e6b', '#d6a84a', '#5d7a5a', '#ede4d3']))
      bx += bw + (rng.chance(0.15) ? 14 : 2)
    }
  }
  return out
}

export function livingRoom(rng: SeedRng, style: RoomStyle): string {
  const { svg, accent } = roomShell(rng, style)
  let out = svg
  const windowLeft = rng.chance(0.5)
  const wx = windowLeft ? 260 : 680
  out += windowOnWall(rng, wx, 190, 260, 240, style === ROOM_STYLES.apartment ? 'city' : 'trees')
  out += curtains(wx, 190, 260, 240, shade(accent, 0.55))
  // Opposite the window: a framed print or a bookcase
  const opposite = windowLeft ? 640 : 330
  if (rng.chance(0.5)) out += wallArt(rng, opposite, 210, 200, 140, accent)
  else out += bookcase(rng, opposite + 20, 170, 170, 340)
  // Sofa
  const sofa = rng.pick(['#6d7b8c', '#8a6f5a', '#5d7a6a', '#b9a58a', '#7a5d73'])
  const sx = rng.int(360, 440)
  out += rect(sx, 430, 400, 90, shade(sofa, -0.1), 'rx="18"')
  out += rect(sx - 20, 480, 440, 90, sofa, 'rx="16"')
  out += rect(sx - 40, 450, 50, 130, shade(sofa, -0.15), 'rx="18"') + rect(sx + 390, 450, 50, 130, shade(sofa, -0.15), 'rx="18"')
  for (const cx of [sx + 40, sx + 310]) out += rect(cx, 445, 70, 60, rng.pick([accent, '#f1e4c8', '#d9c7a7']), 'rx="12"')
  out += rect(sx, 570, 10, 22, '#3a2f26') + rect(sx + 390, 570, 10, 22, '#3a2f26')
  // Rug and table
  out += `<ellipse cx="600" cy="690" rx="360" ry="70" fill="${shade(accent, 0.35)}" opacity="0.75"/>`
  out += rect(470, 630, 260, 22, '#8b6a4a', 'rx="6"') + rect(490, 652, 12, 40, '#6b4f36') + rect(698, 652, 12, 40, '#6b4f36')
  out += circle(560, 622, 12, '#f7f3ea') + rect(640, 612, 40, 18, accent)
  // Lamp and plant
  out +=
    rect(930, 330, 4, 260, '#2f2f2f') +
    `<path d="M892,330 L972,330 L952,280 L912,280 Z" fill="#f3dca6"/>` +
    rect(905, 588, 54, 8, '#2f2f2f')
  out += plant(240, 640, 1.3)
  return out
}

export function kitchen(rng: SeedRng, style: RoomStyle): string {
  const { svg, accent } = roomShell(rng, style)
  let out = svg
  const cabinet = rng.pick(['#f4f1ea', '#2f4858', '#6b8f71', '#c7b299', '#3d3d3d'])
  const counter = rng.pick(['#e8e4dc', '#3a3a3a', '#d6cbb8'])
  // Upper cabinets either side of a window over the sink, lower run with the counter.
  out += windowOnWall(rng, 500, 170, 200, 170, style === ROOM_STYLES.apartment ? 'city' : 'trees')
  for (const [x, w] of [
    [210, 270],
    [720, 270],
  ] as const) {
    out += rect(x, 150, w, 150, cabinet, 'stroke="#00000022"')
    for (let k = 1; k < 3; k++) out += rect(x + (w * k) / 3 - 1, 150, 2, 150, '#00000022')
  }
  out += rect(200, 420, 800, 24, counter)
  out += rect(200, 444, 800, 116, cabinet, 'stroke="#00000022"')
  for (let k = 1; k < 8; k++) out += rect(200 + k * 100 - 1, 444, 2, 116, '#00000022')
  for (let k = 0; k < 8; k++) out += rect(240 + k * 100, 470, 20, 4, '#9a9a9a')
  // Splashback tiles
  const tile = rng.pick(['#dfe7e4', '#e8dccb', '#d6e2ea', '#ece4d6', '#cfe0d6'])
  for (let tx = 200; tx < 1000; tx += 40) for (let ty = 310; ty < 420; ty += 22) out += rect(tx + 1, ty + 1, 38, 20, tile)
  // Hob and hood
  out += rect(790, 410, 150, 10, '#222') + circle(830, 414, 14, '#444') + circle(900, 414, 14, '#444')
  out += poly(
    [
      [800, 300],
      [930, 300],
      [950, 340],
      [780, 340],
    ],
    '#b8bcc2',
  )
  // Sink, kettle and a bowl of fruit
  out += rect(540, 414, 120, 8, '#9aa3ab') + rect(596, 380, 6, 36, '#9aa3ab')
  out +=
    `<ellipse cx="320" cy="410" rx="36" ry="12" fill="#f7f3ea"/>` +
    circle(306, 400, 10, '#e0a030') +
    circle(326, 398, 10, '#c0392b') +
    circle(340, 404, 9, '#7cb342')
  // Island with stools, pendants
  out += rect(360, 600, 480, 26, counter) + rect(380, 626, 440, 110, shade(cabinet, -0.1))
  for (const x of [420, 560, 700]) out += rect(x, 700, 60, 14, accent, 'rx="6"') + rect(x + 27, 714, 6, 70, '#333')
  for (const x of [460, 600, 740]) out += pendant(x, 90, accent)
  out += plant(950, 416, 0.7)
  return out
}

export function bedroom(rng: SeedRng, style: RoomStyle): string {
  const { svg, accent } = roomShell(rng, style)
  let out = svg
  const linen = rng.pick(['#f7f5f0', '#e9eef2', '#f3ebe1'])
  const throwColour = rng.pick([accent, '#d9a441', '#5d7a8c', '#9c6b5b'])
  const wx = rng.chance(0.5) ? 230 : 770
  out += windowOnWall(rng, wx, 200, 200, 220, 'trees')
  out += curtains(wx, 200, 200, 220, shade(throwColour, 0.5))
  out += wallArt(rng, 510, 200, 180, 110, accent)
  // Headboard, bed in perspective, pillows, throw
  out += rect(420, 340, 360, 180, shade(accent, -0.2), 'rx="14"')
  out += poly(
    [
      [430, 470],
      [770, 470],
      [860, 700],
      [340, 700],
    ],
    linen,
  )
  out += rect(340, 700, 520, 30, shade(linen, -0.12))
  out += rect(460, 440, 120, 50, '#ffffff', 'rx="14"') + rect(620, 440, 120, 50, '#ffffff', 'rx="14"')
  out += poly(
    [
      [395, 590],
      [805, 590],
      [860, 700],
      [340, 700],
    ],
    throwColour,
  )
  out += rect(340, 700, 520, 30, shade(throwColour, -0.2))
  // Side tables with lamps
  for (const x of [300, 820]) {
    out += rect(x, 470, 80, 90, '#8b6a4a') + rect(x, 500, 80, 2, '#6b4f36')
    out += rect(x + 37, 430, 6, 40, '#555') + `<path d="M${x + 14},430 L${x + 66},430 L${x + 56},395 L${x + 24},395 Z" fill="#f3dca6"/>`
  }
  out += `<ellipse cx="600" cy="760" rx="380" ry="40" fill="${shade(accent, 0.45)}" opacity="0.7"/>`
  if (rng.chance(0.6)) out += plant(1060, 700, 1.2)
  return out
}

export function officeFloor(rng: SeedRng): string {
  const { svg, accent } = roomShell(rng, {
    walls: ['#e9edf1', '#eef0ee'],
    floors: ['#9aa3ab', '#8e979f', '#a7aeb4'],
    floor: 'tiles',
    accents: ACCENTS,
  })
  let out = svg
  // Floor-to-ceiling glazing on the back wall with the city beyond
  out += windowOnWall(rng, 215, 135, 770, 390, 'city')
  for (let x = 215; x < 985; x += 110) out += rect(x, 135, 4, 390, '#ffffff')
  // Light strips converging on the back wall
  for (const t of [0.25, 0.5, 0.75]) {
    out += `<line x1="${r1(200 + 800 * t)}" y1="120" x2="${r1(W * t)}" y2="0" stroke="#ffffff" stroke-width="10" opacity="0.8"/>`
  }
  // Two rows of desks with monitors and chairs
  for (const [y, scale] of [
    [540, 0.8],
    [650, 1],
  ] as const) {
    for (let k = 0; k < 3; k++) {
      const x = 250 + k * 260 * (scale === 1 ? 1 : 0.95) + (scale === 1 ? -30 : 20)
      const w = 200 * scale
      out +=
        rect(x, y, w, 14 * scale, '#f4f1ea') +
        rect(x + 10, y + 14 * scale, 6, 60 * scale, '#555') +
        rect(x + w - 16, y + 14 * scale, 6, 60 * scale, '#555')
      out +=
        rect(x + w * 0.3, y - 56 * scale, w * 0.4, 50 * scale, '#2b2f33', 'rx="4"') +
        rect(x + w * 0.48, y - 6 * scale, w * 0.04, 6 * scale, '#2b2f33')
      out += rect(x + w * 0.34, y - 50 * scale, w * 0.32, 38 * scale, rng.pick(['#5b8bd6', '#6fb3a8', '#e0a45b']), 'opacity="0.85"')
      out += rect(x + w * 0.35, y + 40 * scale, w * 0.3, 60 * scale, accent, `rx="${r1(10 * scale)}"`)
    }
  }
  out += plant(140, 760, 1.5) + plant(1070, 760, 1.4)
  return out
}

export function shopInterior(rng: SeedRng): string {
  const { svg, accent } = roomShell(rng, {
    walls: ['#f3efe6', '#eef2f1'],
    floors: ['#d8d2c8', '#cfc7ba'],
    floor: 'tiles',
    accents: ACCENTS,
  })
  let out = svg
  const products = ['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#5e8ca8', '#c06c84']
  // Shelving on the back wall, goods in rows
  for (let row = 0; row < 4; row++) {
    const y = 170 + row * 95
    out += rect(220, y + 70, 760, 10, '#8b6a4a')
    for (let x = 230; x < 970;) {
      const w = rng.int(22, 44)
      const h = rng.int(36, 64)
      out += rect(x, y + 70 - h, w, h, rng.pick(products), 'rx="3"')
      x += w + rng.int(4, 10)
    }
  }
  // Signage strip
  out += rect(200, 120, 800, 34, accent)
  // Counter with a till and a glass display
  out += rect(640, 560, 360, 30, '#f4f1ea') + rect(660, 590, 320, 150, shade(accent, -0.25))
  out += rect(840, 520, 70, 40, '#2b2f33', 'rx="4"')
  out += rect(240, 600, 300, 130, '#cfe3ea', 'opacity="0.7" stroke="#ffffff" stroke-width="4"')
  for (let k = 0; k < 5; k++) out += rect(260 + k * 56, 660, 40, 30, rng.pick(products), 'rx="4"')
  for (const x of [380, 600, 820]) out += pendant(x, 60, '#f3dca6')
  return out
}

/* ---------- outdoors: the site plan and the land around ---------- */

/** A site plan seen from above: roads, numbered parcels, trees, the listing's own parcel marked. */
export function sitePlan(rng: SeedRng, kind: 'plots' | 'fields'): string {
  const ground = kind === 'plots' ? '#e9e4d4' : '#dfe6c9'
  let out = rect(0, 0, W, H, ground)
  // A main road across and a side road down
  const roadY = rng.int(300, 420)
  const roadX = rng.int(420, 760)
  out += rect(0, roadY, W, 70, '#b9b6ae') + rect(roadX, 0, 60, H, '#b9b6ae')
  out += `<line x1="0" y1="${roadY + 35}" x2="${W}" y2="${roadY + 35}" stroke="#ffffff" stroke-width="3" stroke-dasharray="24 18"/>`
  const highlight = rng.pick(['#e07a5f', '#d9a441', '#2f6f6a'])
  const blocks: Array<[number, number, number, number]> = [
    [40, 40, roadX - 80, roadY - 80],
    [roadX + 100, 40, W - roadX - 140, roadY - 80],
    [40, roadY + 110, roadX - 80, H - roadY - 150],
    [roadX + 100, roadY + 110, W - roadX - 140, H - roadY - 150],
  ]
  let n = 1
  const chosen = rng.int(0, 3)
  blocks.forEach(([bx, by, bw, bh], b) => {
    const cols = kind === 'plots' ? Math.max(2, Math.round(bw / 120)) : Math.max(1, Math.round(bw / 260))
    const rows = kind === 'plots' ? 2 : 1
    const pw = bw / cols
    const ph = bh / rows
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const x = bx + c * pw
        const y = by + r * ph
        const mine = b === chosen && r === 0 && c === 0
        const fill = mine ? highlight : kind === 'plots' ? rng.pick(['#f6f2e6', '#efe9d8']) : rng.pick(['#b9cf8c', '#a9c27a', '#cfd9a0'])
        out += rect(x + 4, y + 4, pw - 8, ph - 8, fill, `stroke="#8a8674" stroke-width="2" ${mine ? '' : 'opacity="0.95"'}`)
        if (kind === 'fields' && !mine) {
          for (let k = 14; k < ph - 14; k += 14) out += rect(x + 12, y + k, pw - 24, 3, '#8fae5e', 'opacity="0.6"')
        }
        out += `<text x="${r1(x + pw / 2)}" y="${r1(y + ph / 2 + 8)}" font-family="DejaVu Sans, sans-serif" font-size="22" fill="${mine ? '#ffffff' : '#6d6a5c'}" text-anchor="middle">${n++}</text>`
      }
    }
  })
  // Avenue trees along the roads (with a soft shadow)
  for (let x = 30; x < W; x += 70) {
    if (Math.abs(x - roadX - 30) < 60) continue
    for (const y of [roadY - 14, roadY + 84])
      out += circle(x + 6, y + 6, 18, '#00000022') + circle(x, y, 18, rng.pick(['#5e8c4a', '#6f9a55', '#4f7d3f']))
  }
  // North arrow and scale bar
  out += `<g transform="translate(${W - 90},${H - 120})"><circle r="34" fill="#ffffff" opacity="0.85"/><path d="M0,-26 L10,12 L0,4 L-10,12 Z" fill="#3a3a3a"/><text y="28" font-family="DejaVu Sans, sans-serif" font-size="14" text-anchor="middle" fill="#3a3a3a">N</text></g>`
  out += rect(60, H - 50, 160, 8, '#3a3a3a') + rect(60, H - 50, 80, 8, '#ffffff', 'stroke="#3a3a3a" stroke-width="2"')
  return out
}

/** The land around: fields or a layout's approach road, trees, power line, boundary stones. */
export function landAround(
  rng: SeedRng,
  palette: { skyTop: string; skyBottom: string; hillFar: string; ground: string },
  kind: 'road' | 'orchard' | 'field',
): string {
  const horizon = rng.int(380, 440)
  let out = `<defs><linearGradient id="landsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>`
  out += rect(0, 0, W, H, 'url(#landsky)')
  out += `<path d="M0,${horizon} Q250,${horizon - rng.int(60, 110)} 520,${horizon - 20} T1200,${horizon - 30} V${horizon + 10} H0 Z" fill="${palette.hillFar}"/>`
  out += rect(0, horizon, W, H - horizon, palette.ground)
  const vx = rng.int(480, 720)
  if (kind === 'road') {
    // The road and its centre line, narrowing to the horizon.
    const band = (far: number, near: number): Array<[number, number]> => [
      [vx - far, horizon],
      [vx + far, horizon],
      [vx + near, H],
      [vx - near, H],
    ]
    out += poly(band(8, 330), '#8d8a84') + poly(band(1, 8), '#f2efe6', 'opacity="0.8"')
    // Power line poles shrinking towards the horizon
    let prev: [number, number] | null = null
    for (const t of [1, 0.62, 0.38, 0.22, 0.12]) {
      const x = vx + 380 * t + 20
      const y = horizon + (H - horizon) * t
      const h = 260 * t
      out += rect(x - 3 * t, y - h, 6 * t + 1, h, '#6b5a48') + rect(x - 22 * t, y - h + 10 * t, 44 * t, 4 * t + 1, '#6b5a48')
      if (prev)
        out += `<line x1="${r1(prev[0])}" y1="${r1(prev[1])}" x2="${r1(x)}" y2="${r1(y - h + 12 * t)}" stroke="#3a3a3a" stroke-width="1.2"/>`
      prev = [x, y - h + 12 * t]
    }
  } else {
    // Rows (crops or orchard) running to the horizon
    for (let i = -12; i <= 12; i++) {
      out += `<line x1="${vx + i * 4}" y1="${horizon}" x2="${vx + i * 110}" y2="${H}" stroke="${shade(palette.ground, -0.18)}" stroke-width="${kind === 'field' ? 5 : 2}" opacity="0.7"/>`
    }
    if (kind === 'orchard') {
      for (const t of [0.2, 0.3, 0.45, 0.68, 1]) {
        for (let i = -4; i <= 4; i++) {
          const x = vx + i * 220 * t + 110 * t
          const y = horizon + (H - horizon) * t
          out +=
            rect(x - 6 * t, y - 90 * t, 12 * t + 1, 90 * t, '#6b4a2f') +
            circle(x, y - 130 * t, 80 * t, rng.pick(['#3f7d3a', '#4f8a43', '#2f6e2f']))
        }
      }
    }
  }
  // Trees on the horizon and boundary stones in front
  for (let i = 0; i < 7; i++) {
    const x = rng.int(20, 1180)
    const s = rng.float(0.4, 0.8)
    out +=
      rect(x - 3 * s, horizon - 40 * s, 6 * s, 40 * s, '#6b4a2f') +
      circle(x, horizon - 56 * s, 30 * s, rng.pick(['#4b7d3a', '#5a8f43', '#3f6f34']))
  }
  for (const x of [rng.int(90, 200), rng.int(1000, 1110)]) out += rect(x - 9, H - 130, 18, 34, '#f2f2f2', 'stroke="#b33" stroke-width="3"')
  return out
}
