import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { BackToTop } from './back-to-top'
import { LanguageSwitcher } from './language-switcher'

export function SiteFooter() {
  const { t } = useTranslation('common')
  return (
    <footer className="site-footer">
      <p className="footer-banner">
        {t('footer.banner')} <Link to="/agents">{t('footer.learnMore')}</Link>
      </p>
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
      <p>© {new Date().getFullYear()} Gruha</p>
      <LanguageSwitcher place="footer" />
      <BackToTop />
    </footer>
  )
}
