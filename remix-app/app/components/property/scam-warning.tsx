import { useTranslation } from '~/i18n'
import { PROPERTY } from '~/i18n/namespaces/property'

/** Where a buyer enquires or books a tour (issue 23): the token-payment scam, named before it happens. */
export function ScamWarning({ id }: { id: string }) {
  const { t } = useTranslation(PROPERTY)
  return (
    <p className="scam-warning" id={id}>
      <strong>{t('safety.title')}</strong> {t('safety.body')}
    </p>
  )
}
