/** HTML rendered on the server from a Payload rich-text value (escaped there; see lexicalToHtml). */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
}
