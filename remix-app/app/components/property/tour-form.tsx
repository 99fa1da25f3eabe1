import { useEffect, useRef, useState } from 'react'
import { Form, Link, useLocation } from '@remix-run/react'
import { LABELS, MESSAGES, TOUR_TIMES, formatTime12h } from '@gruha/shared'
import { useTranslation } from 'react-i18next'
import { useLocale, useMessage } from '~/i18n'
import { formatTourDate } from './tour-date'

type TourFormProps = {
  /** Whether the panel is open; the page holds it so its phone bar can open the panel too. */
  open: boolean
  setOpen: (open: boolean | ((was: boolean) => boolean)) => void
  propertyId: number
  signedIn: boolean
  /** Offered dates, from the server so they match its 'tomorrow'. */
  dates: string[]
  result?: { ok: boolean; message: string; values?: Record<string, string> } | null
  busy: boolean
}

/** 'Schedule Tour' opens 'Schedule a Tour': date (next 60 days from tomorrow), time (09:00-17:00), notes. */
export function TourForm({ open, setOpen, propertyId, signedIn, dates, result, busy }: TourFormProps) {
  const location = useLocation()
  const { t } = useTranslation('property')
  const msg = useMessage()
  const locale = useLocale()
  const [clientError, setClientError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (result?.ok) {
      formRef.current?.reset()
      setOpen(false)
    } else if (result) setOpen(true)
  }, [result, setOpen])
  const kept = result && !result.ok ? result.values : undefined
  return (
    <div className="tour" id="tour">
      <button type="button" className="button secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {msg(LABELS.property.scheduleTour)}
      </button>
      {result?.ok ? (
        <p className="form-success" role="status">
          {msg(result.message)}
        </p>
      ) : null}
      {open ? (
        <section className="tour-panel" role="dialog" aria-labelledby="tour-title">
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
              noValidate
              onSubmit={(event) => {
                const data = new FormData(event.currentTarget)
                if (!data.get('booking_date') || !data.get('booking_time')) {
                  event.preventDefault()
                  setClientError(MESSAGES.tour.dateTimeRequired)
                } else setClientError(null)
              }}
            >
              <input type="hidden" name="intent" value="tour" />
              <input type="hidden" name="property" value={propertyId} />
              <div className="row">
                <div className="field">
                  <label htmlFor="tour-date">{t('tour.date')}</label>
                  <select id="tour-date" name="booking_date" defaultValue={kept?.booking_date ?? ''}>
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
                  <select id="tour-time" name="booking_time" defaultValue={kept?.booking_time ?? ''}>
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
                <textarea id="tour-notes" name="notes" rows={3} defaultValue={kept?.notes ?? ''} maxLength={1000} />
              </div>
              {clientError || (result && !result.ok) ? (
                <p className="form-error" role="alert">
                  {msg(clientError ?? result?.message)}
                </p>
              ) : null}
              <button type="submit" className="button" disabled={busy}>
                {t('tour.request')}
              </button>
            </Form>
          )}
        </section>
      ) : null}
    </div>
  )
}
