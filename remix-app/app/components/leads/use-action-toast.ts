import { useEffect, useRef, useState } from 'react'
import type { useFetcher } from '@remix-run/react'
import type { ToastMessage } from '~/components/toast'
import { useMessage } from '~/i18n'

export type LeadActionData = { ok: boolean; message: string; intent?: string }

/** Shows each answer of a fetcher once as a toast (service messages translated by their English text), and calls `onOk` when it succeeded. */
export function useActionToast(fetcher: ReturnType<typeof useFetcher<LeadActionData>>, onOk?: (data: LeadActionData) => void) {
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
