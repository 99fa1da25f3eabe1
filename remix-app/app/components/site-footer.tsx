import { Link } from '@remix-run/react'
import { BackToTop } from './back-to-top'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p className="footer-banner">
        Become a Gruha agent: graduates welcome, training provided, earn commission on every deal. We plant one tree for every property
        sold. <Link to="/agents">Learn more</Link>
      </p>
      <nav aria-label="About">
        <ul>
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/host">Host</Link>
          </li>
          <li>
            <Link to="/community">Community</Link>
          </li>
          <li>
            <Link to="/blogs">Blog</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms-of-service">Terms of Service</Link>
          </li>
        </ul>
      </nav>
      <p>
        Call <a href="tel:18001234567">1800-123-4567</a> · <a href="mailto:info@gruha.in">info@gruha.in</a>
      </p>
      <p>© {new Date().getFullYear()} Gruha</p>
      <BackToTop />
    </footer>
  )
}
