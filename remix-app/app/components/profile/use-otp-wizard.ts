import { useCallback, useEffect, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import type { z } from 'zod'
import { useClientValidation } from '~/components/forms'
import type { ToastMessage } from '~/components/toast'
import type { ProfileActionData } from './actions.server'

type OtpWizardStep<Final extends string> = 'phone' | 'otp' | Final | 'done'

/**
 * The shared flow of the OTP-guarded profile wizards (change password, bank details):
 * phone → OTP → the final form → done. The final form posts `intent` with the phone and code;
 * a refused code sends the user back to ask for a new one.
 */
export function useOtpWizard<Final extends string>(options: { intent: string; finalStep: Final; storedPhone: string; schema: z.ZodType }) {
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
    else if (fetcher.data.fieldErrors.otp) setStep('otp')
  }, [fetcher.state, fetcher.data, intent, notify])

  const serverErrors = fetcher.data?.intent === intent && fetcher.data.ok === false ? fetcher.data.fieldErrors : undefined
  const { errors, onSubmit } = useClientValidation(schema, serverErrors)
  return { step, setStep, phone, otp, toast, notify, phoneDone, otpDone, fetcher, errors, onSubmit }
}
