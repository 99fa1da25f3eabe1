import { useTranslation } from '~/i18n'
import type { ReraBadge } from '@gruha/cms/services/trust'
import { PROPERTY } from '~/i18n/namespaces/property'

/**
 * A RERA registration: the number and a QR code of the state regulator's search page, where the
 * number can be looked up. The SVG is made on the server by `qrcode` from a constant URL.
 */
export function ReraPanel({ rera }: { rera: ReraBadge | null }) {
  const { t } = useTranslation(PROPERTY)
  if (!rera) return null
  return (
    <div className="rera-panel">
      <p>
        <strong>{t('rera.number', { number: rera.number })}</strong>
        {rera.regulator ? <span className="muted"> · {rera.regulator}</span> : null}
      </p>
      {rera.flagged ? <p className="rera-flagged">{t('rera.flagged')}</p> : null}
      {rera.searchUrl && rera.qrSvg ? (
        <a className="rera-qr" href={rera.searchUrl} target="_blank" rel="noopener noreferrer">
          <span className="rera-qr-code" aria-hidden="true" dangerouslySetInnerHTML={{ __html: rera.qrSvg }} />
          <span>{t('rera.check', { regulator: rera.regulator })}</span>
        </a>
      ) : null}
    </div>
  )
}
