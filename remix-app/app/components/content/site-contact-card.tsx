import type { SiteContact } from '@gruha/cms/services/content'
import { useTranslation } from '~/i18n'
import { COMMON } from '~/i18n/namespaces/common'

/** Phone, e-mail and office from the site-settings global. */
export function SiteContactCard({ contact, title }: { contact: SiteContact; title?: string }) {
  const { t } = useTranslation(COMMON)
  return (
    <section className="contact-card card" aria-labelledby="site-contact-title">
      <h2 id="site-contact-title">{title ?? t('contact.title')}</h2>
      <dl>
        {contact.phone ? (
          <div>
            <dt>{t('contact.call')}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`}>{contact.phone}</a>
            </dd>
          </div>
        ) : null}
        {contact.infoEmail ? (
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${contact.infoEmail}`}>{contact.infoEmail}</a>
            </dd>
          </div>
        ) : null}
        {contact.supportEmail ? (
          <div>
            <dt>{t('contact.support')}</dt>
            <dd>
              <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
            </dd>
          </div>
        ) : null}
        {contact.address ? (
          <div>
            <dt>{t('contact.office')}</dt>
            <dd>{contact.address}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
