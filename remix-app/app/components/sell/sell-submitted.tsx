import { Link } from '@remix-run/react'
import { LABELS } from '@gruha/shared'
import { useMessage, useTranslation } from '~/i18n'
import { PROPERTY } from '~/i18n/namespaces/property'

/** Step 3 (spec 000): what happens next. */
export function SellSubmitted() {
  const { t } = useTranslation(PROPERTY)
  const msg = useMessage()
  return (
    <section className="card sell-submitted" role="status">
      <h1>{msg(LABELS.sell.submittedTitle)}</h1>
      <p>{t('sell.submitted.thanks')}</p>
      <h2>{t('sell.submitted.nextSteps')}</h2>
      <ol>
        <li>{t('sell.submitted.documentCheck')}</li>
        <li>{t('sell.submitted.backgroundCheck')}</li>
        <li>{t('sell.submitted.activation')}</li>
      </ol>
      <p>
        {t('sell.submitted.reviewTime')} <strong>{msg(LABELS.sell.reviewTime)}</strong>
      </p>
      <Link to="/" className="button">
        {msg(LABELS.sell.backToHome)}
      </Link>
    </section>
  )
}
