import { useEffect, useState } from 'react'
import type { ToastMessage } from '~/components/toast'

/** The toast for the latest answer of a fetcher (each answer is a new object, so repeats show again). */
export function useAnswerToast(answer: { ok: boolean; message: string | null } | undefined): ToastMessage | null {
  const [toast, setToast] = useState<ToastMessage | null>(null)
  useEffect(() => {
    if (answer?.message) setToast({ kind: answer.ok ? 'success' : 'error', message: answer.message })
  }, [answer])
  return toast
}
