/**
 * Builds Lexical editor state (the JSON Payload's richText field stores) from plain copy.
 * Seed-only helper: headings, paragraphs and bullet lists are all the seeded pages need.
 */

export type LexicalBlock = string | { heading: string; level?: 2 | 3 | 4 } | { list: string[] }

interface LexicalTextNode {
  type: 'text'
  text: string
  format: number
  detail: number
  mode: 'normal'
  style: string
  version: 1
  [key: string]: unknown
}

interface LexicalElementNode {
  type: string
  children: Array<LexicalTextNode | LexicalElementNode>
  direction: 'ltr' | null
  format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
  indent: number
  version: number
  [key: string]: unknown
}

export interface LexicalDoc {
  root: LexicalElementNode & { type: 'root' }
  [key: string]: unknown
}

const BOLD = 1

/** `**bold**` spans become bold text nodes; everything else is plain text. */
function textNodes(text: string): LexicalTextNode[] {
  const nodes: LexicalTextNode[] = []
  const parts = text.split(/(\*\*[^*]+\*\*)/g).filter((p) => p.length > 0)
  for (const part of parts) {
    const bold = part.startsWith('**') && part.endsWith('**')
    nodes.push({
      type: 'text',
      text: bold ? part.slice(2, -2) : part,
      format: bold ? BOLD : 0,
      detail: 0,
      mode: 'normal',
      style: '',
      version: 1,
    })
  }
  return nodes
}

function element(type: string, children: LexicalElementNode['children'], extra: Record<string, unknown> = {}): LexicalElementNode {
  return { type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra }
}

function paragraph(text: string): LexicalElementNode {
  return element('paragraph', textNodes(text), { textFormat: 0, textStyle: '' })
}

/**
 * A valid Lexical root from a list of blocks: a string is a paragraph, `{ heading }` a heading
 * (h2 unless `level` says otherwise), `{ list }` a bulleted list.
 */
export function lexicalDoc(blocks: ReadonlyArray<LexicalBlock>): LexicalDoc {
  const children: LexicalElementNode[] = blocks.map((block) => {
    if (typeof block === 'string') return paragraph(block)
    if ('heading' in block) return element('heading', textNodes(block.heading), { tag: `h${block.level ?? 2}` })
    return element(
      'list',
      block.list.map((item, i) => element('listitem', textNodes(item), { value: i + 1 })),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  })
  return { root: { ...element('root', children), type: 'root' } }
}

/** The plain text of a Lexical document (used for excerpts and tests). */
export function lexicalPlainText(doc: LexicalDoc): string {
  const walk = (node: LexicalElementNode | LexicalTextNode): string =>
    node.type === 'text' ? (node as LexicalTextNode).text : (node as LexicalElementNode).children.map(walk).join('')
  return doc.root.children.map(walk).join('\n')
}
