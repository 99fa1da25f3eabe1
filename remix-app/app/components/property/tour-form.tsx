import { useEffect, useMemo, useRef } from 'react'
import { Form, Link, useLocation } from '@remix-run/react'
import { LABELS, MESSAGES, TOUR_TIMES, createTourBookingSchema, formatTime12h, tourDateOptions } from '@gruha/shared'
import { useLocale, useMessage, useTranslation } from '~/i18n'
import { getFormProps, useSchemaForm, type SubmissionResult } from '~/forms'
import { ScamWarning } from './scam-warning'
import { formatTourDate } from './tour-date'
import { PROPERTY } from '~/i18n/namespaces/property'

type TourFormProps = {
  /** Whether the panel is open; the page holds it so its phone bar can open the panel too. */
  open: boolean
  setOpen: (open: boolean | ((was: boolean) => boolean)) => void
  propertyId: number
  signedIn: boolean
  /** The first offered date ('YYYY-MM-DD'), the server's 'tomorrow'; the 60 offered dates follow from it. */
  firstDate: string
  /** The action's answer: conform's result (errors, the values as typed), and the message shown. */
  result?: { ok: boolean; message: string; result?: SubmissionResult } | null
  busy: boolean
}

/** The day before `date` ('YYYY-MM-DD'), at local midnight as the schema's window counts. */
function dayBefore(date: string | undefined) {
  if (!date) return new Date()
  const [y, m, d] = date.split('-').map(Number)
  return new Date(y, m - 1, d - 1)
}

const schemas = new Map<string, ReturnType<typeof createTourBookingSchema>>()

/**
 * The action's schema, its 60-day window counted from the server's 'tomorrow' (the first offered date).
 * One per first date, kept: the window moves once a day, and building it was 1.3 % of a property page's
 * server time.
 */
function tourSchemaFrom(firstDate: string | undefined) {
  const key = firstDate ?? ''
  let schema = schemas.get(key)
  if (!schema) {
    if (schemas.size >= 8) schemas.clear()
    schemas.set(key, (schema = createTourBookingSchema({ today: () => dayBefore(firstDate) })))
  }
  return schema
}

/** 'Schedule Tour' opens 'Schedule a Tour': date (next 60 days from tomorrow), time (09:00-17:00), notes. */
export function TourForm({ open, setOpen, propertyId, signedIn, firstDate, result, busy }: TourFormProps) {
  const location = useLocation()
  const { t } = useTranslation(PROPERTY)
  const msg = useMessage()
  const locale = useLocale()
  // Worked out here, not sent: sixty dates were ~800 bytes of every property page's data.
  const dates = useMemo(() => tourDateOptions(dayBefore(firstDate)), [firstDate])
  const schema = tourSchemaFrom(firstDate)
  const [form, fields] = useSchemaForm({ id: 'tour-form', schema, lastResult: result?.result })
  const formRef = useRef<HTMLFormElement>(null)
  const panel = useRef<HTMLElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // Opening puts the focus on the panel's first choice (the date), whichever button opened it.
  const wasOpen = useRef(open)
  useEffect(() => {
    if (open && !wasOpen.current) panel.current?.querySelector<HTMLElement>('select, a[href]')?.focus()
    wasOpen.current = open
  }, [open])
  const closeToButton = () => {
    setOpen(false)
    button.current?.focus()
  }
  useEffect(() => {
    if (result?.ok) {
      formRef.current?.reset()
      setOpen(false)
      // The panel (and the button that sent it) closes: the focus waits on Schedule Tour, by the message.
      const active = document.activeElement
      if (!active || active === document.body || panel.current?.contains(active)) button.current?.focus()
    } else if (result) setOpen(true)
  }, [result, setOpen])
  // What was typed, kept when the server sent the form back (conform's `initialValue`).
  const kept = (name: 'booking_date' | 'booking_time' | 'notes') => {
    const typed: unknown = fields[name].initialValue
    return typeof typed === 'string' ? typed : ''
  }
  // One message for the form: the missing date or time (form-level), else the first field's, else the
  // server's refusal without a form (signed out meanwhile).
  const fieldError = [fields.booking_date, fields.booking_time, fields.notes, fields.property].map((f) => f.errors?.[0]).find(Boolean)
  const error = form.errors?.[0] ?? fieldError ?? (result && !result.ok && !result.result ? result.message : null)
  // The date and time share one message: both selects point at it.
  const describedByError = error ? { 'aria-invalid': true, 'aria-describedby': 'tour-error' } : {}
  return (
    <div className="tour" id="tour">
      <button ref={button} type="button" className="button secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {msg(LABELS.property.scheduleTour)}
      </button>
      {result?.ok ? (
        <p className="form-success" role="status">
          {msg(result.message)}
        </p>
      ) : null}
      {open ? (
        <section
          ref={panel}
          className="tour-panel"
          role="dialog"
          aria-labelledby="tour-title"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.preventDefault()
            closeToButton()
          }}
        >
          <h3 id="tour-title">{msg(LABELS.property.scheduleATour)}</h3>
          {!signedIn ? (
            <p className="form-error" role="alert">
              {msg(MESSAGES.tour.signInRequired)}.{' '}
              <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`}>{t('tour.signIn')}</Link>
            </p>
          ) : (
            <Form
              method="post"
              ref={formRef}
              preventScrollReset
              // The one message (form-level or a field's) is tied to both selects below, not to the form.
              {...getFormProps(form, { ariaAttributes: false })}
              onSubmit={(event) => {
                form.onSubmit(event)
                if (!event.defaultPrevented) return
                // conform focuses a field in error; the missing date or time is a form-level message.
                const data = new FormData(event.currentTarget)
                const missing = !data.get('booking_date') ? 'tour-date' : !data.get('booking_time') ? 'tour-time' : null
                if (missing) document.getElementById(missing)?.focus()
              }}
            >
              <input type="hidden" name="intent" value="tour" />
              <input type="hidden" name="property" value={propertyId} />
              <div className="row">
                <div className="field">
                  <label htmlFor="tour-date">{t('tour.date')}</label>
                  <select id="tour-date" name="booking_date" defaultValue={kept('booking_date')} {...describedByError}>
                    <option value="">{t('tour.selectDate')}</option>
                    {dates.map((d) => (
                      <option key={d} value={d}>
                        {formatTourDate(d, locale)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor="tour-time">{t('tour.time')}</label>
                  <select id="tour-time" name="booking_time" defaultValue={kept('booking_time')} {...describedByError}>
                    <option value="">{t('tour.selectTime')}</option>
                    {TOUR_TIMES.map((time) => (
                      <option key={time} value={time}>
                        {formatTime12h(time)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="field">
                <label htmlFor="tour-notes">{t('tour.notes')}</label>
                <textarea id="tour-notes" name="notes" rows={3} defaultValue={kept('notes')} maxLength={1000} />
              </div>
              {error ? (
                <p className="form-error" role="alert" id="tour-error">
                  {msg(error)}
                </p>
              ) : null}
              <ScamWarning id="tour-safety" />
              <button type="submit" className="button" disabled={busy} aria-describedby="tour-safety">
                {t('tour.request')}
              </button>
            </Form>
          )}
        </section>
      ) : null}
    </div>
  )
}
