import { describe, expect, it } from 'vitest'
import { toPropertyCard } from './property-card'

const base = { id: 7, title: 'Sea View Flat', listing_type: 'SALE', property_type: 'standalone_apartment', city: 'Visakhapatnam' }

describe('toPropertyCard: what the card says about who posted it, when, its rate and photos', () => {
  it('names a seller as the owner and an agent as the agent; staff listings name nobody', () => {
    expect(toPropertyCard({ ...base, added_by_role: 'seller' }).postedBy).toBe('owner')
    expect(toPropertyCard({ ...base, added_by_role: 'agent' }).postedBy).toBe('agent')
    expect(toPropertyCard({ ...base, added_by_role: 'admin' }).postedBy).toBeNull()
    expect(toPropertyCard(base).postedBy).toBeNull()
  })

  it('is "Verified" only with an owner ID check inside the validity, whatever the old flag says', () => {
    const now = new Date('2026-11-26T00:00:00Z')
    const clock = { validMonths: 12, now }
    const checked = toPropertyCard(
      { ...base, owner_id_checked_at: '2026-02-01T00:00:00Z', visited_at: '2026-11-01T00:00:00Z', visit_note: 'Seen' },
      clock,
    )
    expect(checked.verified).toBe(true)
    expect(checked.tiers).toEqual([
      { tier: 'owner_id', date: '2026-02-01' },
      { tier: 'visited', date: '2026-11-01', note: 'Seen' },
    ])
    expect(toPropertyCard({ ...base, owner_id_checked_at: '2025-11-01T00:00:00Z' }, clock).verified).toBe(false)
    expect(toPropertyCard({ ...base, owner_id_checked_at: '2025-11-01T00:00:00Z' }, { validMonths: 24, now }).verified).toBe(true)
    expect(toPropertyCard({ ...base, verified: true }, clock).verified).toBe(false)
    expect(toPropertyCard({ ...base, visited_at: '2026-11-01T00:00:00Z' }, clock).verified).toBe(false)
  })

  it('keeps the posting day in India and counts every photo', () => {
    const card = toPropertyCard({ ...base, createdAt: '2026-11-20T06:30:00.000Z', images: [{ url: '/a.jpg' }, 2, 3] })
    expect(card.postedOn).toBe('2026-11-20')
    // 19:00 UTC is already the next day in India.
    expect(toPropertyCard({ ...base, createdAt: '2026-11-20T19:00:00.000Z' }).postedOn).toBe('2026-11-21')
    expect(card.photoCount).toBe(3)
    expect(card.image).toEqual({ url: '/a.jpg', alt: 'Sea View Flat' })
    expect(toPropertyCard(base).photoCount).toBe(0)
    expect(toPropertyCard({ ...base, last_confirmed_at: '2026-11-25T20:15:00.000Z' }).lastConfirmedOn).toBe('2026-11-26')
    expect(toPropertyCard(base).lastConfirmedOn).toBeNull()
  })

  it('prices flats per sq ft: the listing’s own rate, else price over area', () => {
    expect(toPropertyCard({ ...base, price: 5_000_000, area_sqft: 1000, rate_per_sqft: 4800 }).rate).toEqual({ amount: 4800, unit: 'sqft' })
    expect(toPropertyCard({ ...base, price: 5_000_000, area_sqft: 1200 }).rate).toEqual({ amount: 4167, unit: 'sqft' })
    expect(toPropertyCard({ ...base, price: 5_000_000 }).rate).toBeNull()
  })

  it('prices plots and land per sq yd, and rentals not at all', () => {
    const plot = { ...base, property_type: 'plot', price: 3_600_000 }
    expect(toPropertyCard({ ...plot, plot_area_sqyd: 200, area_sqft: 1800 }).rate).toEqual({ amount: 18000, unit: 'sqyd' })
    expect(toPropertyCard({ ...plot, property_type: 'land', area_sqyd: 240, rate_per_sqyd: 15500 }).rate).toEqual({
      amount: 15500,
      unit: 'sqyd',
    })
    // A plot measured only in sq ft: 9 sq ft to the sq yd.
    expect(toPropertyCard({ ...plot, area_sqft: 1800 }).rate).toEqual({ amount: 18000, unit: 'sqyd' })
    expect(toPropertyCard({ ...base, listing_type: 'RENT', monthly_rent: 25_000, area_sqft: 1000 }).rate).toBeNull()
  })
})
