import type { ReactNode } from 'react'
import type { ContentPage as ContentPageData } from '@gruha/cms/services/content'
import { RichText } from './rich-text'

type ContentPageProps = {
  page: Pick<ContentPageData, 'title' | 'html'>
  /** Shown under the title (calls to action). */
  lead?: ReactNode
  /** Shown after the content (contact details, teasers, more calls to action). */
  children?: ReactNode
}

/** A marketing or policy page from the CMS: hero title, the editor's content, and page furniture. */
export function ContentPage({ page, lead, children }: ContentPageProps) {
  return (
    <main className="content-page">
      <header className="content-hero">
        <h1>{page.title}</h1>
        {lead}
      </header>
      <article className="content-body">
        <RichText html={page.html} />
        {children}
      </article>
    </main>
  )
}
