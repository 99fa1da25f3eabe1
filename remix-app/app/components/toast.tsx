import { useEffect, useState } from 'react'
import { useMessage } from '~/i18n'

export type ToastMessage = { kind: 'success' | 'error'; message: string }

/** A toast that stays 4 s (spec 000, section 9). */
export function Toast({ toast }: { toast: ToastMessage | null }) {
  const msg = useMessage()
  const [visible, setVisible] = useState<ToastMessage | null>(toast)
  useEffect(() => {
    setVisible(toast)
    if (!toast) return
    const timer = setTimeout(() => setVisible(null), 4000)
    return () => clearTimeout(timer)
  }, [toast])
  if (!visible) return null
  return (
    <div className={`toast toast-${visible.kind}`} role={visible.kind === 'error' ? 'alert' : 'status'}>
      {msg(visible.message)}
    </div>
  )
}
