import { useRef, type FormEvent, type RefObject } from 'react'
import type { z } from 'zod'
import { firstInvalid } from '~/components/use-focus-after-render'
import { parseForm } from './parse-form'

/** The part of conform's form a step check uses. */
type StepForm = { validate(options: { name: string }): void; onSubmit(event: FormEvent<HTMLFormElement>): void }

/**
 * A wizard on one form. `check(upTo)` checks the fields of steps 1..upTo with the form's schema, so
 * conform shows their messages; on a mistake it goes to the first step with one (`goToStep`) and puts
 * the focus on its first field in error once that step is on the page (`focusAfterRender`, from
 * useFocusAfterRender). `onSubmit` checks every step when conform refuses a submit, so a mistake on a
 * hidden step shows.
 */
export function useStepCheck<Step extends number>({
  formRef,
  form,
  schema,
  steps,
  goToStep,
  focusAfterRender,
}: {
  formRef: RefObject<HTMLFormElement | null>
  form: StepForm
  schema: z.ZodType
  steps: Record<Step, readonly string[]>
  goToStep: (step: Step) => void
  focusAfterRender: (target: ReturnType<typeof firstInvalid>) => void
}) {
  /** True while `check` asks conform to show fields' messages: each `validate` is a submit event of its own. */
  const validating = useRef(false)
  const order = (Object.keys(steps).map(Number) as Step[]).sort((a, b) => a - b)

  function check(upTo: Step): boolean {
    if (!formRef.current) return true
    const submission = parseForm(new FormData(formRef.current), schema)
    const all = submission.status === 'success' ? {} : (submission.error ?? {})
    const names = order.filter((s) => s <= upTo).flatMap((s) => steps[s])
    validating.current = true
    try {
      for (const name of names) form.validate({ name })
    } finally {
      validating.current = false
    }
    const inError: Record<string, true> = Object.fromEntries(names.flatMap((name) => (all[name]?.length ? [[name, true]] : [])))
    const step = order.find((s) => steps[s].some((name) => name in inError))
    if (step === undefined) return true
    goToStep(step)
    focusAfterRender(firstInvalid(inError))
    return false
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event)
    if (event.defaultPrevented && !validating.current) check(order[order.length - 1])
  }

  return { check, onSubmit }
}
