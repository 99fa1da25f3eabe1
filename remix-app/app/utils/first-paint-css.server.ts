/**
 * A stylesheet cut down to the rules that can match one document, for the copy a page carries inline
 * for its first paint (utils/paint-first.server.ts, ADR 17). The site's sheets hold every page's rules:
 * /buy used about half of theirs, and the rest kept its HTML from arriving in the first round trip.
 * The full files replace the copies once the page has painted, before its scripts run, so whatever
 * the scripts draw (a map, a dialog) finds every rule in place.
 *
 * A rule is kept when one of its selectors names only classes and ids the document has. What is
 * inside a functional pseudo-class (`:not(.hydrated)`, `:has(…)`) is not counted, so a rule is only
 * ever kept too often, never dropped wrongly. Element, attribute and pseudo-class parts do not count
 * either. At-rules that group rules (`@media`, `@supports`, `@layer`, `@container`) keep what of theirs
 * is kept; the others (`@font-face`, `@keyframes`) stay whole.
 */
import postcss, { type ChildNode } from 'postcss'

type Piece =
  { kind: 'text'; css: string } | { kind: 'rule'; css: string; needs: string[][] } | { kind: 'group'; open: string; pieces: Piece[] }

/**
 * The class (`.x`) and id (`#x`) names a selector needs, leaving out what is inside parentheses and
 * attribute brackets (`:not(.hydrated)`, `[href$=".pdf"]`).
 */
export function namesNeeded(selector: string): string[] {
  let outside = ''
  let depth = 0
  for (const c of selector) {
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1)
    else if (depth === 0) outside += c
  }
  return [...outside.matchAll(/([.#])(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]! + m[2]!)
}

const GROUPING = new Set(['media', 'supports', 'layer', 'container'])

function piecesOf(nodes: ChildNode[]): Piece[] {
  return nodes.map((node): Piece => {
    if (node.type === 'rule') return { kind: 'rule', css: node.toString(), needs: node.selectors.map(namesNeeded) }
    if (node.type === 'atrule' && GROUPING.has(node.name) && node.nodes)
      return { kind: 'group', open: `@${node.name} ${node.params}{`, pieces: piecesOf(node.nodes) }
    return { kind: 'text', css: node.toString() }
  })
}

/** Every name the rules of `pieces` need, within their groups too. */
function namesOf(pieces: Piece[]): string[] {
  return pieces.flatMap((p) => (p.kind === 'rule' ? p.needs.flat() : p.kind === 'group' ? namesOf(p.pieces) : []))
}

function write(pieces: Piece[], has: ReadonlySet<string>): string {
  let css = ''
  for (const piece of pieces) {
    if (piece.kind === 'text') css += piece.css
    else if (piece.kind === 'rule') {
      if (piece.needs.some((names) => names.every((name) => has.has(name)))) css += piece.css
    } else {
      const inner = write(piece.pieces, has)
      if (inner) css += `${piece.open}${inner}}`
    }
  }
  return css
}

/** The names a document's elements carry: `.class` and `#id`, from its `class` and `id` attributes. */
export function namesIn(html: string): Set<string> {
  const names = new Set<string>()
  for (const m of html.matchAll(/\s(class|id)="([^"]*)"/g)) {
    const prefix = m[1] === 'class' ? '.' : '#'
    for (const name of m[2]!.split(/\s+/)) if (name) names.add(prefix + name)
  }
  return names
}

type Parsed = { pieces: Piece[]; names: string[] }
const parsed = new Map<string, Parsed>()
const written = new Map<string, string>()
/** Pages of one kind share their names: a few hundred cut-down copies cover the site. */
const MAX_WRITTEN = 500

/**
 * `css` (the sheet at `href`) with only the rules that can match a document carrying `names`.
 * The sheet is parsed once; each cut is kept by the names it depended on.
 */
export function cssForDocument(href: string, css: string, names: Set<string>): string {
  let sheet = parsed.get(href)
  if (!sheet) {
    const pieces = piecesOf(postcss.parse(css).nodes)
    sheet = { pieces, names: [...new Set(namesOf(pieces))].sort() }
    parsed.set(href, sheet)
  }
  const present = sheet.names.filter((name) => names.has(name))
  const key = `${href} ${present.join(' ')}`
  let cut = written.get(key)
  if (cut === undefined) {
    cut = write(sheet.pieces, new Set(present))
    if (written.size >= MAX_WRITTEN) written.delete(written.keys().next().value as string)
    written.set(key, cut)
  }
  return cut
}
