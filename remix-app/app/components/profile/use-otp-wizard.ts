import { useCallback, useEffect, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import type { z } from 'zod'
import { useSchemaForm } from '~/forms'
import type { ToastMessage } from '~/components/toast'
import type { ProfileActionData } from './actions.server'

type OtpWizardStep<Final extends string> = 'phone' | 'otp' | Final | 'done'

/**
 * The shared flow of the OTP-guarded profile wizards (change password, bank details):
 * phone → OTP → the final form → done. The final form posts `intent` with the phone and code;
 * a refused code sends the user back to ask for a new one.
 */
export function useOtpWizard<Final extends string, Schema extends z.ZodObject>(options: {
  intent: string
  finalStep: Final
  storedPhone: string
  schema: Schema
}) {
  const { intent, finalStep, storedPhone, schema } = options
  const [step, setStep] = useState<OtpWizardStep<Final>>('phone')
  const [phone, setPhone] = useState(storedPhone)
  const [otp, setOtp] = useState('')
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const fetcher = useFetcher<ProfileActionData>()
  const notify = useCallback((t: ToastMessage) => setToast({ ...t }), [])
  const phoneDone = useCallback((p: string) => (setPhone(p), setStep('otp')), [])
  const otpDone = useCallback((code: string) => (setOtp(code), setStep(finalStep)), [finalStep])

  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data?.intent !== intent) return
    if (fetcher.data.message) notify({ kind: fetcher.data.ok ? 'success' : 'error', message: fetcher.data.message })
    if (fetcher.data.ok) setStep('done')
    // A used or burnt code cannot be retried: ask for a new one.
    else if (fetcher.data.result?.error?.otp?.length) setStep('otp')
  }, [fetcher.state, fetcher.data, intent, notify])

  // The final form, checked with the schema its action reads; the server's answer is its last result.
  const answer = fetcher.data?.intent === intent && fetcher.data.ok === false ? fetcher.data.result : undefined
  const [form] = useSchemaForm({ id: `${intent}-form`, schema, lastResult: answer })
  /** The first message per field ('' is the form's own, e.g. 'Please fill in all bank account details'). */
  const errors = (name: string): string | undefined => form.allErrors[name]?.[0]
  return { step, setStep, phone, otp, toast, notify, phoneDone, otpDone, fetcher, form, errors }
}
