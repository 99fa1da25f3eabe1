import { LABELS } from '@gruha/shared'
import type { ParseKeys } from 'i18next'
import { useMessage, useTranslation } from '~/i18n'
import { AuthLink } from '~/components/auth/auth-modal'
import { PROPERTY } from '~/i18n/namespaces/property'

const BENEFIT_KEYS: Record<(typeof LABELS.sell.benefits)[number], ParseKeys<'property'>> = {
  'Easy Listing': 'sell.benefits.easyListing',
  'Verified Platform': 'sell.benefits.verifiedPlatform',
  'Quick Sales': 'sell.benefits.quickSales',
}

/** Step 1 (spec 000): benefits and the way in. */
export function SellLanding({ signedIn, onStart }: { signedIn: boolean; onStart: () => void }) {
  const { t } = useTranslation(PROPERTY)
  const msg = useMessage()
  return (
    <section className="sell-landing">
      <h1>{msg(LABELS.sell.landingTitle)}</h1>
      <ul className="benefits">
        {LABELS.sell.benefits.map((b) => (
          <li key={b} className="card">
            <h2>{msg(b)}</h2>
            <p className="muted">{t(BENEFIT_KEYS[b])}</p>
          </li>
        ))}
      </ul>
      {signedIn ? (
        <a
          href="/sell?step=verify"
          className="button"
          onClick={(e) => {
            e.preventDefault()
            onStart()
          }}
        >
          {msg(LABELS.sell.startVerification)}
        </a>
      ) : (
        // The sign-up modal as a seller (spec 000); /login?mode=signup&role=seller without JavaScript.
        <AuthLink mode="signup" role="seller" redirectTo="/sell" className="button">
          {msg(LABELS.sell.signUpToSell)}
        </AuthLink>
      )}
    </section>
  )
}
