import { describe, expect, it } from 'vitest'
import { mergeSessions, type StoredSession } from './session-writes'

const now = Date.parse('2026-11-26T12:00:00Z')
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString()
const session = (id: string, createdOffset: number, expiresOffset = 3_600_000): StoredSession => ({
  id,
  createdAt: at(createdOffset),
  expiresAt: at(expiresOffset),
})

describe('mergeSessions', () => {
  it("adds this sign-in's session to what is stored now, keeping one another device added meanwhile", () => {
    const stored = [session('a', -60_000), session('other-device', -100)]
    const written = [session('a', -60_000), session('mine', 0)]
    expect(mergeSessions({ stored, written, startedAt: now }).map((s) => s.id)).toEqual(['a', 'other-device', 'mine'])
  })

  it('does not bring back a session another request ended, nor keep expired ones', () => {
    const stored = [session('a', -60_000), session('old', -7_200_000, -1)]
    const written = [session('a', -60_000), session('ended-elsewhere', -600_000), session('mine', 0)]
    expect(mergeSessions({ stored, written, startedAt: now }).map((s) => s.id)).toEqual(['a', 'mine'])
  })

  it('ends only the session signed out, and moves an expiry only later', () => {
    const stored = [session('leaving', -60_000), session('staying', -30_000), session('new-elsewhere', -10)]
    const signOut = mergeSessions({ stored, written: [session('staying', -30_000)], endedSid: 'leaving', startedAt: now })
    expect(signOut.map((s) => s.id)).toEqual(['staying', 'new-elsewhere'])

    const refreshed = session('staying', -30_000, 7_200_000)
    const refresh = mergeSessions({ stored, written: [session('leaving', -60_000), refreshed], startedAt: now })
    expect(refresh.find((s) => s.id === 'staying')?.expiresAt).toBe(refreshed.expiresAt)
    const stale = mergeSessions({ stored: [refreshed], written: [session('staying', -30_000)], startedAt: now })
    expect(stale[0]?.expiresAt).toBe(refreshed.expiresAt)
  })

  it('signs out everywhere when the written list is empty', () => {
    expect(mergeSessions({ stored: [session('a', -1), session('b', -2)], written: [], startedAt: now })).toEqual([])
  })
})
