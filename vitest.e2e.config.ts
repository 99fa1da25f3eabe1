import { defineConfig } from 'vitest/config'

// Browser, security and abuse tests against the running built apps (scripts/e2e.mjs starts them once).
//
// Files run side by side on E2E_WORKERS workers (3 by default): each makes its own users and data
// (e2e/support/factory.ts) and its browser contexts each get their own client address, so no file
// spends another's rate-limit budget. A few files cannot share the app with others and run one at a
// time (SERIAL below, each with its reason), then the fuzz, alone. `npm test` and a whole
// `npm run test:e2e` run those in a second vitest process against a second stack of their own (database
// and servers), beside the parallel files (scripts/e2e.mjs); with E2E_ONLY they run after them.
const SERIAL = [
  // Compare counts on screen with counts in the database: another file's new users, listings or
  // enquiries between the two reads would change them.
  'e2e/console/tabs.e2e.ts',
  'e2e/console/dashboard.e2e.ts',
  // Edit the states and cities every search form and listing page offers.
  'e2e/console/locations.e2e.ts',
  // Rewrites the site-settings global (footer links, contact details) that every page renders.
  'e2e/public/site-auth-footer.e2e.ts',
  // Compares how long sign-in takes for known and unknown e-mails: another file's load skews the timings.
  'security/06-account-timing.sec.ts',
  // The abuse cases hammer endpoints and report figures; others' traffic would blur them.
  'abuse/**/*.abuse.ts',
  // Hammers the sign-in and reset endpoints until they refuse: the password hashing it causes starved the
  // other worker's server requests past 30 s.
  'security/04-auth-endpoint-limits.sec.ts',
]
// Checksums every table before and after; any other file's write would read as an unintended write.
const ALONE = ['security/fuzz/fuzz.sec.ts']
const INCLUDE = ['e2e/**/*.e2e.ts', 'security/**/*.sec.ts', 'abuse/**/*.abuse.ts']

/**
 * One retry for a failed browser or security test: on CI's shared 2-core box a page can be starved
 * past a wait. A test that passes only on its retry is printed as flaky by `npm test` (with its first
 * error and what its pages showed), never hidden; one that fails twice fails the run. The fuzz, which
 * reports figures, is not retried. See docs/decisions/0020-one-retry-for-browser-tests.md.
 */
const RETRY = Number(process.env.E2E_RETRY ?? 1)

/** One Chromium and one clean-pages list for the run (e2e/support/global-setup.ts). Not in `shared`: each project would start its own. */
export const globalSetup = ['./e2e/support/global-setup.ts']

/** Settings every e2e-stage config shares (vitest.security.config.ts and vitest.abuse.config.ts too). */
export const shared = {
  // Two files at once on a shared 2-core machine: a long browser walk gets twice the old 90 s.
  testTimeout: 180_000,
  hookTimeout: 180_000,
  // Retrying assertions (expect.poll) wait as long as a Playwright locator does.
  expect: { poll: { timeout: 15_000, interval: 100 } },
}

export default defineConfig({
  test: {
    ...shared,
    globalSetup,
    include: INCLUDE,
    maxWorkers: Number(process.env.E2E_WORKERS || 3),
    projects: [
      {
        test: {
          ...shared,
          name: 'parallel',
          include: INCLUDE,
          exclude: [...SERIAL, ...ALONE],
          retry: RETRY,
          sequence: { groupOrder: 0 },
        },
      },
      { test: { ...shared, name: 'serial', include: SERIAL, retry: RETRY, fileParallelism: false, sequence: { groupOrder: 1 } } },
      { test: { ...shared, name: 'alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 2 } } },
    ],
  },
})
