import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useLocation, useRouteLoaderData } from '@remix-run/react'
import { SITE_LOCALES } from '@gruha/shared'
import { getLocale } from '~/i18n/i18n.server'
import { LOCALE_PARAM } from '~/i18n/config'
import { useLocale } from '~/i18n'
import { env } from '~/utils/env.server'
import { getUser } from '~/utils/auth.server'
import { takeToast } from '~/utils/toast.server'
import { toUserView } from '~/utils/user-view'
import { SiteHeader } from '~/components/site-header'
import { SiteFooter } from '~/components/site-footer'
import { Toast } from '~/components/toast'
import { NavigationStatus } from '~/components/navigation-status'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { mapTiles } from '~/components/map/tiles.server'
import { readFooterLinks } from '~/utils/site-settings.server'
import { AuthModalProvider } from '~/components/auth/auth-modal'
import { EmailVerificationBanner } from '~/components/auth/email-banner'
import { useNonce } from '~/utils/nonce'
import { useHydrated } from '~/components/auth/use-hydrated'
import appStyles from '~/styles/app.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles },
  // Without an icon of its own the browser asks for /favicon.ico, which the catch-all redirected to /:
  // a second server render and 10 KB on every first visit.
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, setCookie }, tiles, footerLinks] = await Promise.all([
    getUser(request),
    takeToast(request),
    mapTiles(),
    readFooterLinks(),
  ])
  return data(
    {
      user: user ? toUserView(user) : null,
      toast,
      mapTiles: tiles,
      locale: getLocale(request),
      siteUrl: env().SITE_URL,
      footerLinks,
    },
    { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined },
  )
}

/** The same page in each language (?lng=), and x-default (the visitor's own choice). */
function LanguageAlternates({ siteUrl }: { siteUrl: string }) {
  const location = useLocation()
  const href = (locale?: string) => {
    const url = new URL(location.pathname + location.search, siteUrl)
    url.searchParams.delete(LOCALE_PARAM)
    if (locale) url.searchParams.set(LOCALE_PARAM, locale)
    return url.toString()
  }
  return (
    <>
      {SITE_LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href()} />
    </>
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const locale = useLocale()
  const nonce = useNonce()
  // Set in the same commit in which every useHydrated() turns true (links become buttons, and so on):
  // the moment the page fully answers to clicks, for scripts and the browser tests.
  const hydrated = useHydrated()
  return (
    <html lang={locale} data-hydrated={hydrated ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* The stylesheets are inline (utils/paint-first.server.ts), so nothing else holds the first paint
            until the page is parsed: without this, a phone paints /buy's results before the map that
            goes above them arrives, and they jump down. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        {rootData ? <LanguageAlternates siteUrl={rootData.siteUrl} /> : null}
      </head>
      <body>
        {/* The sign-in / sign-up dialog, available on every page. */}
        {/* Signed-out visitors are the ones to sign in: their pages fetch the dialog's panel when idle. */}
        <AuthModalProvider prefetch={Boolean(rootData && !rootData.user)}>
          <SiteHeader user={rootData?.user ?? null} />
          {rootData?.user && !rootData.user.email_verified ? <EmailVerificationBanner email={rootData.user.email} /> : null}
          {children}
        </AuthModalProvider>
        <SiteFooter links={rootData?.footerLinks ?? null} recruit={rootData?.user?.role !== 'agent'} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>()
  return (
    <>
      <Toast toast={toast} />
      <NavigationStatus />
      <Outlet />
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
