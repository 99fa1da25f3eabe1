import type { Payload } from 'payload'
import type { SessionUser } from '../auth/types'

export type ContentOptions = { payload: Payload; user: SessionUser | null }

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
  category: string | null
  publishedAt: string | null
  updatedAt: string
  cover: { url: string; alt: string } | null
}

export type ContentPost = PostSummary & { html: string; metaTitle: string | null; metaDescription: string | null }
