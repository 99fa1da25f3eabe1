import { useEffect, useRef } from 'react'
import { useRevalidator } from '@remix-run/react'

/**
 * Calls `refresh` every `everyMs` while the tab is on screen, and once on return when a refresh was
 * missed: a hidden tab costs the server nothing, and what the user comes back to is current.
 * Answers the function that stops it.
 */
export function refreshWhileVisible(everyMs: number, refresh: () => void): () => void {
  let lastRefresh = Date.now()
  const tick = () => {
    if (document.visibilityState !== 'visible') return
    lastRefresh = Date.now()
    refresh()
  }
  const timer = setInterval(tick, everyMs)
  const onVisibilityChange = () => {
    if (Date.now() - lastRefresh >= everyMs) tick()
  }
  document.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}

/** Reloads the page's data every `everyMs` while the tab is on screen (refreshWhileVisible). */
export function useRefreshWhileVisible(everyMs: number) {
  const revalidator = useRevalidator()
  const latest = useRef(revalidator)
  latest.current = revalidator
  useEffect(
    () =>
      refreshWhileVisible(everyMs, () => {
        if (latest.current.state === 'idle') latest.current.revalidate()
      }),
    [everyMs],
  )
}
