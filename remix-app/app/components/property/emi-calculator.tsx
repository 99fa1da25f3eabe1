import { useState } from 'react'
import { useFormat, useTranslation } from '~/i18n'
import { EMI_LIMITS, defaultEmiInput, emiInputSchema, emiSchedule, type EmiInput } from '@gruha/shared'
import { INSIGHT } from '~/i18n/namespaces/insight'

export type EmiFieldName = 'loan' | 'rate' | 'years'
type EmiValues = Record<EmiFieldName, string>

/** What the loader read from the URL (the no-JS form), or the prefilled defaults. */
export type EmiState = { values: EmiValues; invalid: EmiFieldName[] }

const FIELDS: EmiFieldName[] = ['loan', 'rate', 'years']

/** The fields of `values` the schema refuses, or the parsed input. */
export function checkEmi(values: EmiValues): { input: EmiInput | null; invalid: EmiFieldName[] } {
  const parsed = emiInputSchema.safeParse(values)
  if (parsed.success) return { input: parsed.data, invalid: [] }
  const invalid = FIELDS.filter((f) => parsed.error.issues.some((i) => i.path[0] === f))
  return { input: null, invalid }
}

/** The calculator's values: what the GET form sent (kept as typed), else prefilled from the price. */
export function emiFromUrl(url: URL, price: number): EmiState {
  const sent = FIELDS.some((f) => url.searchParams.has(f))
  const defaults = defaultEmiInput(price)
  const values = Object.fromEntries(
    FIELDS.map((f) => [f, sent ? (url.searchParams.get(f) ?? '').slice(0, 20) : String(defaults[f])]),
  ) as EmiValues
  return { values, invalid: sent ? checkEmi(values).invalid : [] }
}

/**
 * EMI calculator (price insight). A GET form, so it works without JavaScript (the loader computes
 * the figures from ?loan=&rate=&years=); with JavaScript the figures follow the typing.
 */
export function EmiCalculator({ initial }: { initial: EmiState }) {
  const { t } = useTranslation(INSIGHT)
  const f = useFormat()
  const [values, setValues] = useState<EmiValues>(initial.values)
  const { input, invalid } = checkEmi(values)
  // Before the visitor types, show the loader's verdict (it saw the same values).
  const shown = invalid.length ? invalid : initial.invalid
  const result = input ? emiSchedule(input.loan, input.rate, input.years) : null
  const error = (field: EmiFieldName) =>
    shown.includes(field)
      ? t(`emi.invalid.${field}`, {
          min: f.number(field === 'loan' ? EMI_LIMITS.minLoan : EMI_LIMITS.minYears),
          max: field === 'loan' ? f.price(EMI_LIMITS.maxLoan) : field === 'rate' ? EMI_LIMITS.maxRatePercent : EMI_LIMITS.maxYears,
        })
      : null
  const field = (name: EmiFieldName, inputMode: 'numeric' | 'decimal', step: string) => {
    const message = error(name)
    return (
      <div className="field">
        <label htmlFor={`emi-${name}`}>{t(`emi.${name}`)}</label>
        <input
          id={`emi-${name}`}
          name={name}
          type="number"
          inputMode={inputMode}
          step={step}
          min={name === 'rate' ? 0 : name === 'loan' ? EMI_LIMITS.minLoan : EMI_LIMITS.minYears}
          max={name === 'rate' ? EMI_LIMITS.maxRatePercent : name === 'loan' ? EMI_LIMITS.maxLoan : EMI_LIMITS.maxYears}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `emi-${name}-error` : undefined}
        />
        {message ? (
          <span id={`emi-${name}-error`} className="field-error">
            {message}
          </span>
        ) : null}
      </div>
    )
  }
  return (
    <section className="detail-card insight-emi" id="emi" aria-labelledby="emi-title">
      <h2 id="emi-title">{t('emi.title')}</h2>
      <form method="get" action="#emi" className="emi-form" noValidate>
        <div className="emi-fields">
          {field('loan', 'numeric', '1000')}
          {field('rate', 'decimal', '0.05')}
          {field('years', 'numeric', '1')}
        </div>
        <button type="submit" className="button secondary">
          {t('emi.calculate')}
        </button>
      </form>
      {result && input ? (
        <>
          <dl className="detail-rows emi-result" aria-live="polite">
            <div>
              <dt>{t('emi.monthly')}</dt>
              <dd data-testid="emi-monthly">{f.price(result.monthly)}</dd>
            </div>
            <div>
              <dt>{t('emi.totalInterest')}</dt>
              <dd data-testid="emi-interest">{f.price(result.totalInterest)}</dd>
            </div>
            <div>
              <dt>{t('emi.totalPaid')}</dt>
              <dd>
                {f.price(result.totalPaid)} ({f.compactPrice(result.totalPaid)})
              </dd>
            </div>
          </dl>
          <details className="emi-schedule">
            <summary>{t('emi.schedule', { count: input.years })}</summary>
            <div className="table-scroll" role="region" aria-labelledby="emi-schedule-caption" tabIndex={0}>
              <table>
                <caption id="emi-schedule-caption">{t('emi.scheduleCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('emi.year')}</th>
                    <th scope="col">{t('emi.principal')}</th>
                    <th scope="col">{t('emi.interest')}</th>
                    <th scope="col">{t('emi.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.schedule.map((row) => (
                    <tr key={row.year}>
                      <th scope="row">{row.year}</th>
                      <td>{f.price(row.principal)}</td>
                      <td>{f.price(row.interest)}</td>
                      <td>{f.price(row.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          <p className="muted small">{t('emi.note')}</p>
        </>
      ) : null}
    </section>
  )
}
