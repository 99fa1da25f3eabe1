import type { PostCategory } from '@gruha/shared'
import type { Payload } from 'payload'
import type { SiteLocale } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'

/** `locale`: the page's language; text not yet translated falls back to English. */
export type ContentOptions = { payload: Payload; user: SessionUser | null; locale?: SiteLocale }

export type ContentPage = {
  id: number
  slug: string
  title: string
  html: string
  metaTitle: string | null
  metaDescription: string | null
  updatedAt: string
}

export type PostSummary = {
  id: number
  slug: string
  title: string
  excerpt: string | null
  category: PostCategory | null
  publishedAt: string | null
  updatedAt: string
  cover: { url: string; alt: string } | null
}

export type ContentPost = PostSummary & { html: string; metaTitle: string | null; metaDescription: string | null }
