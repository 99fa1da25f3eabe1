import { Link } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import type { FooterAppLink, FooterLink, FooterLinks, FooterSocialLink } from '@gruha/shared'
import { BackToTop } from './back-to-top'
import { FooterIcon } from './footer-icons'
import { LanguageSwitcher } from './language-switcher'

/**
 * App-store badges or social icons: a captioned list of outside links that open in a new tab.
 * Only the links an admin filled in (site-settings) reach here; an empty list shows nothing.
 */
function OutsideLinks<K extends FooterAppLink | FooterSocialLink>({
  id,
  caption,
  links,
  label,
  iconOnly,
}: {
  id: string
  caption: string
  links: FooterLink<K>[]
  label: (key: K) => string
  iconOnly: boolean
}) {
  const { t } = useTranslation('common')
  if (links.length === 0) return null
  return (
    <div className={`footer-outside ${id}`}>
      <p id={id} className="footer-caption">
        {caption}
      </p>
      <ul aria-labelledby={id}>
        {links.map(({ key, url }) => (
          <li key={key}>
            <a href={url} target="_blank" rel="noopener noreferrer" className={iconOnly ? 'footer-social-link' : 'footer-app-link'}>
              <FooterIcon name={key} />
              <span className={iconOnly ? 'visually-hidden' : undefined}>{label(key)}</span>
              <span className="visually-hidden"> {t('footer.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** `recruit`: the "Become a Gruha agent" banner, for everyone but those who already are one. */
export function SiteFooter({ links, recruit }: { links: FooterLinks | null; recruit: boolean }) {
  const { t } = useTranslation('common')
  return (
    <footer id="site-footer" className="site-footer">
      {recruit ? (
        <p className="footer-banner">
          {t('footer.banner')} <Link to="/agents">{t('footer.learnMore')}</Link>
        </p>
      ) : null}
      <nav aria-label={t('landmarks.about')}>
        <ul>
          <li>
            <Link to="/about">{t('footer.about')}</Link>
          </li>
          <li>
            <Link to="/host">{t('footer.host')}</Link>
          </li>
          <li>
            <Link to="/community">{t('footer.community')}</Link>
          </li>
          <li>
            <Link to="/blogs">{t('footer.blog')}</Link>
          </li>
          <li>
            <Link to="/privacy-policy">{t('footer.privacyPolicy')}</Link>
          </li>
          <li>
            <Link to="/terms-of-service">{t('footer.termsOfService')}</Link>
          </li>
        </ul>
      </nav>
      <p>
        {t('footer.call')} <a href="tel:18001234567">1800-123-4567</a> · <a href="mailto:info@gruha.in">info@gruha.in</a>
      </p>
      <OutsideLinks
        id="footer-apps"
        caption={t('footer.getTheApp')}
        links={links?.apps ?? []}
        label={(key) => t(`footer.apps.${key}`)}
        iconOnly={false}
      />
      <OutsideLinks
        id="footer-social"
        caption={t('footer.followUs')}
        links={links?.social ?? []}
        label={(key) => t(`footer.social.${key}`)}
        iconOnly
      />
      <p>© {new Date().getFullYear()} Gruha</p>
      <LanguageSwitcher place="footer" />
      <BackToTop />
    </footer>
  )
}
