import { useEffect, useRef, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import type { ToastMessage } from '~/components/toast'
import { useMessage } from '~/i18n'

export type LeadActionData = { ok: boolean; message: string; intent?: string }

/** The fetcher a lead page's buttons and dialogs post through. */
export type LeadFetcher = ReturnType<typeof useFetcher<LeadActionData>>

/** Shows each answer of a fetcher once as a toast (service messages translated by their English text), and calls `onOk` when it succeeded. */
export function useActionToast(fetcher: LeadFetcher, onOk?: (data: LeadActionData) => void) {
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const seen = useRef<LeadActionData | undefined>(undefined)
  const msg = useMessage()
  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || data === seen.current) return
    seen.current = data
    setToast({ kind: data.ok ? 'success' : 'error', message: msg(data.message) })
    if (data.ok) onOk?.(data)
  }, [fetcher.state, fetcher.data, onOk, msg])
  return toast
}

/**
 * A lead page's fetcher with its toast: `busy` while an answer is on its way, and `busyId` the
 * record it names (`id`), for the pages that disable only that card's buttons.
 */
export function useLeadAction(onOk?: (data: LeadActionData) => void) {
  const fetcher = useFetcher<LeadActionData>()
  const toast = useActionToast(fetcher, onOk)
  const busy = fetcher.state !== 'idle'
  return { fetcher, toast, busy, busyId: busy ? Number(fetcher.formData?.get('id')) : null }
}
