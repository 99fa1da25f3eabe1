import { useEffect, useId, useState } from 'react'
import { Link, useFetcher, useLocation } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { AGENT_REPORT_REASONS, LISTING_REPORT_REASONS, REPORT_NOTE_MAX_LENGTH, type ReportTargetType } from '@gruha/shared'
import type { action } from '~/routes/resources.report'
import { COMMON } from '~/i18n/namespaces/common'

type ReportPanelProps = { targetType: ReportTargetType; targetId: number; signedIn: boolean }

/**
 * "Report this listing" / "Report this agent": a disclosure holding a real form (works without
 * JavaScript; with it, answers in place). Visitors get a link to sign in instead.
 */
export function ReportPanel({ targetType, targetId, signedIn }: ReportPanelProps) {
  const { t } = useTranslation(COMMON)
  const msg = useMessage()
  const fetcher = useFetcher<typeof action>()
  const location = useLocation()
  const id = useId()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const here = location.pathname + location.search
  const reasons = targetType === 'property' ? LISTING_REPORT_REASONS : AGENT_REPORT_REASONS
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const done = Boolean(answer?.ok || answer?.repeat)

  return (
    <details className="report-panel">
      <summary>{t(targetType === 'property' ? 'report.listing' : 'report.agent')}</summary>
      {!signedIn ? (
        <p>
          <Link to={`/login?redirectTo=${encodeURIComponent(here)}`}>{t('report.signIn')}</Link>
        </p>
      ) : done ? (
        <p role="status" className="report-answer">
          {msg(answer!.message)}
        </p>
      ) : (
        <fetcher.Form method="post" action="/resources/report" className="report-form">
          <input type="hidden" name="targetType" value={targetType} />
          <input type="hidden" name="targetId" value={targetId} />
          <input type="hidden" name="redirectTo" value={here} />
          {hydrated ? <input type="hidden" name="_fetch" value="1" /> : null}
          <fieldset>
            <legend>{t('report.why')}</legend>
            {reasons.map((reason) => (
              <label key={reason} className="report-reason">
                <input type="radio" name="reason" value={reason} required />
                {t(`report.reasons.${reason}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-note`}>{t('report.note')}</label>
          <textarea id={`${id}-note`} name="note" rows={3} maxLength={REPORT_NOTE_MAX_LENGTH} />
          {answer && !answer.ok ? (
            <p role="alert" className="field-error">
              {msg(answer.message)}
            </p>
          ) : null}
          <button type="submit" className="button secondary" disabled={fetcher.state !== 'idle'}>
            {t('report.send')}
          </button>
        </fetcher.Form>
      )}
    </details>
  )
}
