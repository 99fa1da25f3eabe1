/**
 * Which property-section content may be shown as an embedded PDF: only a file uploaded to Gruha
 * (Payload's media or documents files, `/cms/api/<collection>/file/<name>.pdf`) on one of our own
 * origins. Anything else, however it ends, is shown as text. The collection checks it when the
 * listing is saved, and the page checks it again when it renders.
 */
const OWN_FILE_PATH = /^\/cms\/api\/(media|documents)\/file\/[^/?#\\]+\.pdf$/i

/** Not in the spec: shown when a section links a PDF that was not uploaded to Gruha. */
export const FOREIGN_PDF_MESSAGE = 'Only PDFs uploaded to Gruha can be embedded. Upload the file, or write the link as text.'

/** The upload's collection and file name when `content` is one of our own PDFs, else null. */
export function ownPdf(
  content: string,
  ownOrigins: readonly string[],
): { url: string; collection: 'media' | 'documents'; filename: string } | null {
  const text = content.trim()
  if (!text || /\s/.test(text)) return null
  let url: URL
  try {
    url = new URL(text, 'http://relative.invalid')
  } catch {
    return null
  }
  const relative = url.origin === 'http://relative.invalid' && text.startsWith('/') && !text.startsWith('//')
  if (!relative && !ownOrigins.includes(url.origin)) return null
  if (url.search || url.hash || url.username || url.password) return null
  const match = OWN_FILE_PATH.exec(url.pathname)
  if (!match) return null
  return {
    url: relative ? url.pathname : url.href,
    collection: (match[1] ?? '').toLowerCase() === 'media' ? 'media' : 'documents',
    filename: decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1)),
  }
}

/** A section content that looks like a link to a PDF (so it would have been embedded before). */
export const looksLikePdfLink = (content: string): boolean => /^\S+\.pdf(\?\S*)?$/i.test(content.trim())
