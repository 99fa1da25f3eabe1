import { beforeAll, describe, expect, it } from 'vitest'
import { Client, median, timed, uniqueEmail } from '../e2e/support/http'
import { postForm, signUpBuyer } from '../e2e/support/site'

const TRIES = 9
/** Medians may differ by this much (scheduling noise on a shared 2-core machine). */
const toleranceMs = (slower: number) => Math.max(40, slower * 0.35)

/**
 * Median times of the two kinds of request, taken in turns (known, unknown, known, ...), so a busy
 * spell on the machine slows both alike instead of one whole series.
 */
async function medianPair(
  known: (i: number) => Promise<Response>,
  unknown: (i: number) => Promise<Response>,
): Promise<{ known: number; unknown: number }> {
  const times = { known: [] as number[], unknown: [] as number[] }
  for (let i = 0; i < TRIES; i += 1) {
    times.known.push((await timed(() => known(i))).ms)
    times.unknown.push((await timed(() => unknown(i))).ms)
  }
  return { known: median(times.known), unknown: median(times.unknown) }
}

describe('06 registered e-mails cannot be found by timing', () => {
  // One real account per try, so no per-account limit or lock (5 failures) changes the work done.
  const accounts: string[] = []
  beforeAll(async () => {
    for (let i = 0; i < TRIES; i += 1) accounts.push(await signUpBuyer())
  })

  it('sign-in takes as long for an unknown e-mail as for a real account', async () => {
    // Each try from a fresh client, and a wrong password, so no limit or lock interferes.
    const { known, unknown } = await medianPair(
      (i) => postForm(new Client(), '/login', { email: accounts[i], password: 'Wrong#Pass1' }),
      () => postForm(new Client(), '/login', { email: uniqueEmail('ghost'), password: 'Wrong#Pass1' }),
    )
    expect(Math.abs(known - unknown), `known ${known.toFixed(0)} ms, unknown ${unknown.toFixed(0)} ms`).toBeLessThan(
      toleranceMs(Math.max(known, unknown)),
    )
  })

  it('forgot-password takes as long for an unknown e-mail as for a real account, with the same message', async () => {
    let knownText = ''
    let unknownText = ''
    const { known, unknown } = await medianPair(
      async (i) => {
        const res = await postForm(new Client(), '/forgot-password', { email: accounts[i] })
        knownText = await res.clone().text()
        return res
      },
      async () => {
        const res = await postForm(new Client(), '/forgot-password', { email: uniqueEmail('ghost') })
        unknownText = await res.clone().text()
        return res
      },
    )
    expect(Math.abs(known - unknown), `known ${known.toFixed(0)} ms, unknown ${unknown.toFixed(0)} ms`).toBeLessThan(
      toleranceMs(Math.max(known, unknown)),
    )
    expect(knownText).toContain('If an account exists for this email')
    expect(unknownText).toContain('If an account exists for this email')
  })
})
