import type { ViewingStatus } from '@gruha/shared'

/** A viewing as GET /api/admin/viewings answers it. */
export type Viewing = {
  id: number
  property_id: number | null
  property_title: string | null
  scheduled_at: string
  status: ViewingStatus
  notes: string | null
  createdAt: string
}
