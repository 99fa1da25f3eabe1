/** HTML-escapes text for e-mail bodies. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Plain lines as escaped HTML paragraphs. */
export const htmlParagraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')
