import type { Payload } from 'payload'
import { serverEnv } from '../env'

/** Shared password of the demo buyer, seller and agent (the login page's demo shortcuts). */
export const DEMO_PASSWORD = 'Demo@12345'

export const DEMO_ACCOUNTS = {
  buyer: 'buyer@gruha.local',
  seller: 'seller@gruha.local',
  agent: 'agent@gruha.local',
} as const

export type DemoAccount = { role: keyof typeof DEMO_ACCOUNTS; email: string }

/**
 * The demo shortcuts for /login (spec 000/001): only in demo mode, where `SEED_DEMO=1` seeded these
 * accounts and the servers run with the same flag (`npm start`, the e2e run). Production sets
 * `SEED_DEMO=0` (docker-compose.yml), so the page never shows them there.
 */
export async function demoShortcuts(
  payload: Payload,
  demoMode: boolean = serverEnv().SEED_DEMO,
): Promise<{ accounts: DemoAccount[]; password: string } | null> {
  if (!demoMode) return null
  // Only accounts the seed really made (system read: the visitor is signed out).
  const found = await payload.find({
    collection: 'users',
    overrideAccess: true,
    where: { email: { in: Object.values(DEMO_ACCOUNTS) } },
    select: { email: true },
    limit: 3,
    depth: 0,
  })
  const existing = new Set(found.docs.map((u) => u.email))
  const accounts = (Object.keys(DEMO_ACCOUNTS) as Array<keyof typeof DEMO_ACCOUNTS>)
    .filter((role) => existing.has(DEMO_ACCOUNTS[role]))
    .map((role) => ({ role, email: DEMO_ACCOUNTS[role] }))
  return accounts.length ? { accounts, password: DEMO_PASSWORD } : null
}
