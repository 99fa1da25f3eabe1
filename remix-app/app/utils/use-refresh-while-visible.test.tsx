// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { refreshWhileVisible } from './use-refresh-while-visible'

const EVERY_MS = 1000

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('refreshWhileVisible', () => {
  let stop = () => {}
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    setVisibility('visible')
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  it('refreshes on its interval while the tab is on screen, not while it is hidden, and once on return', () => {
    const refresh = vi.fn()
    stop = refreshWhileVisible(EVERY_MS, refresh)
    vi.advanceTimersByTime(EVERY_MS * 2 + 10)
    expect(refresh).toHaveBeenCalledTimes(2)

    setVisibility('hidden')
    vi.advanceTimersByTime(EVERY_MS * 5)
    expect(refresh).toHaveBeenCalledTimes(2)

    // Back after missed refreshes: one at once, not a wait for the next tick.
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(3)
  })

  it('does not refresh on return when the last refresh is recent, and stops when asked', () => {
    const refresh = vi.fn()
    stop = refreshWhileVisible(EVERY_MS, refresh)
    vi.advanceTimersByTime(EVERY_MS / 4)
    setVisibility('hidden')
    setVisibility('visible')
    expect(refresh).not.toHaveBeenCalled()

    stop()
    vi.advanceTimersByTime(EVERY_MS * 3)
    setVisibility('hidden')
    setVisibility('visible')
    expect(refresh).not.toHaveBeenCalled()
  })
})
