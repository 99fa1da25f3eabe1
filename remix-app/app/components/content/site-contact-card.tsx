import type { SiteContact } from '@gruha/cms/services/content/site-contact'

/** Phone, e-mail and office from the site-settings global. */
export function SiteContactCard({ contact, title = 'Contact us' }: { contact: SiteContact; title?: string }) {
  return (
    <section className="contact-card card" aria-labelledby="site-contact-title">
      <h2 id="site-contact-title">{title}</h2>
      <dl>
        {contact.phone ? (
          <div>
            <dt>Call</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`}>{contact.phone}</a>
            </dd>
          </div>
        ) : null}
        {contact.infoEmail ? (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${contact.infoEmail}`}>{contact.infoEmail}</a>
            </dd>
          </div>
        ) : null}
        {contact.supportEmail ? (
          <div>
            <dt>Support</dt>
            <dd>
              <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
            </dd>
          </div>
        ) : null}
        {contact.address ? (
          <div>
            <dt>Office</dt>
            <dd>{contact.address}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
