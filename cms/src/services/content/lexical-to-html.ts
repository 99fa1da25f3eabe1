import type { SerializedEditorState } from 'lexical'
import { convertLexicalToHTML, type HTMLConverters } from '@payloadcms/richtext-lexical/html'

type InternalLink = { fields?: { doc?: { relationTo?: string; value?: unknown } | null } }

/** Site path of a page or post an editor linked to inside rich text. */
function internalHref({ linkNode }: { linkNode: InternalLink }): string {
  const doc = linkNode.fields?.doc
  const value = doc?.value
  const slug = value && typeof value === 'object' ? (value as { slug?: unknown }).slug : null
  if (typeof slug !== 'string' || !slug) return '/'
  return doc?.relationTo === 'posts' ? `/blog/${encodeURIComponent(slug)}` : `/${encodeURIComponent(slug)}`
}

const converters = ({ defaultConverters }: { defaultConverters: HTMLConverters }): HTMLConverters =>
  ({
    ...defaultConverters,
    link: ({ node, nodesToHTML, providedStyleTag }) => {
      const children = nodesToHTML({ nodes: node.children }).join('')
      const fields = node.fields as { url?: string; newTab?: boolean; linkType?: string }
      const raw = fields.linkType === 'internal' ? internalHref({ linkNode: node as InternalLink }) : (fields.url ?? '')
      // Only web, mail and phone links, or site paths, survive; anything else (javascript:) becomes '#'.
      const href = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(raw.trim()) ? raw.trim() : '#'
      const external = /^https?:/i.test(href)
      return `<a${providedStyleTag} href="${escapeAttr(href)}"${fields.newTab || external ? ' rel="noopener noreferrer"' : ''}${fields.newTab ? ' target="_blank"' : ''}>${children}</a>`
    },
    // A node type the site does not know renders nothing rather than 'unknown node'.
    unknown: () => '',
  }) as HTMLConverters

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A Payload rich-text value as HTML, on the server. Text is escaped by Payload's converters;
 * links are limited to safe schemes. Empty or malformed content gives ''.
 */
export function lexicalToHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToHTML({
    data: value as SerializedEditorState,
    converters,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
}
