import { describe, expect, it } from 'vitest'
import { expiryCutoff, isVerifiedListing, passedTiers, reminderCutoff, repostKey, trustSettings } from './trust'

const now = new Date('2026-11-26T10:00:00Z')

describe('verification tiers', () => {
  it('lists the tiers with their dates and drops those older than the validity', () => {
    const tiers = passedTiers(
      {
        owner_id_checked_at: '2026-01-10T00:00:00Z',
        ownership_document_checked_at: '2025-11-25T00:00:00Z',
        visited_at: '2026-11-01T00:00:00Z',
        visit_note: 'Met the owner',
      },
      now,
      12,
    )
    expect(tiers.map((t) => t.tier)).toEqual(['owner_id', 'visited'])
    expect(tiers[1]).toMatchObject({ date: '2026-11-01T00:00:00Z', note: 'Met the owner' })
    expect(isVerifiedListing(tiers)).toBe(true)
    expect(passedTiers({ owner_id_checked_at: '2026-01-10T00:00:00Z' }, now, 6)).toEqual([])
  })

  it('a listing with only a visit is not "Verified"', () => {
    expect(isVerifiedListing(passedTiers({ visited_at: '2026-11-01T00:00:00Z' }, now, 12))).toBe(false)
  })
})

describe('freshness', () => {
  it('reminds 7 days before the 60-day expiry by default, and honours the settings', () => {
    const s = trustSettings(null)
    expect(now.getTime() - expiryCutoff(now, s).getTime()).toBe(60 * 86_400_000)
    expect(now.getTime() - reminderCutoff(now, s).getTime()).toBe(53 * 86_400_000)
    const t = trustSettings({ listing_expiry_days: 30, expiry_reminder_days: 3, repost_window_weeks: null })
    expect(now.getTime() - reminderCutoff(now, t).getTime()).toBe(27 * 86_400_000)
    expect(t.repost_window_weeks).toBe(14)
  })

  it('compares titles and addresses for reposts without case, spacing or punctuation', () => {
    expect(repostKey('  2BHK, Flat — Madhapur ')).toBe(repostKey('2bhk flat madhapur'))
    expect(repostKey('Plot 12')).not.toBe(repostKey('Plot 13'))
  })
})
