import type { ReactNode } from 'react'
import type { SiteLocale } from '@gruha/shared'

/** One language's wording of a mail: its subject and its paragraphs (null/false entries are left out). */
export type MailCopy<D> = {
  subject: (data: D) => string
  paragraphs: (data: D) => Array<ReactNode | null | false>
}

/** A mail: its wording in every site language, and sample data for the preview and the tests. */
export type MailTemplate<D> = {
  copy: Record<SiteLocale, MailCopy<D>>
  sample: D
}

export const defineMail = <D>(template: MailTemplate<D>): MailTemplate<D> => template
