import { render } from '@react-email/render'
import type { SiteLocale } from '@gruha/shared'
import { MailLayout } from './layout'
import { mailTemplates, type MailData, type MailTemplateName } from './templates'

export type RenderedMail = { subject: string; html: string; text: string }

/**
 * A template in one language, as a subject, HTML and its plain-text twin. React escapes every value
 * (the one escaping rule); the text is derived from the same HTML, so the two never drift apart.
 */
export async function renderMail<T extends MailTemplateName>(template: T, data: MailData<T>, locale: SiteLocale): Promise<RenderedMail> {
  const copy = mailTemplates[template].copy[locale]
  const paragraphs = copy.paragraphs(data).filter((p) => p !== null && p !== false && p !== undefined && p !== '')
  const element = <MailLayout locale={locale} paragraphs={paragraphs} />
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: { wordwrap: false, selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] },
    }),
  ])
  return { subject: copy.subject(data), html, text: text.trim() }
}
