import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { createClientI18n } from '~/i18n/i18n.client'

async function hydrate() {
  // The server rendered in <html lang>; load that language before hydrating so the texts match.
  const i18n = await createClientI18n(document.documentElement.lang)
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
      {
        // React's default report names only the error's code; where it happened tells a hydration
        // mismatch's cause.
        onRecoverableError: (error, info) => console.error(error, info.componentStack),
      },
    )
  })
}

void hydrate()
