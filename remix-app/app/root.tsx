import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { getUser } from '~/utils/auth.server'
import { takeToast } from '~/utils/toast.server'
import { toUserView } from '~/utils/user-view'
import { SiteHeader } from '~/components/site-header'
import { SiteFooter } from '~/components/site-footer'
import { Toast } from '~/components/toast'
import { NavigationStatus } from '~/components/navigation-status'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { mapTiles } from '~/components/map/tiles.server'
import { AuthModalProvider } from '~/components/auth/auth-modal'
import { EmailVerificationBanner } from '~/components/auth/email-banner'
import appStyles from '~/styles/app.css?url'
import authStyles from '~/styles/auth.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles },
  { rel: 'stylesheet', href: authStyles },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, setCookie }, tiles] = await Promise.all([getUser(request), takeToast(request), mapTiles()])
  return data(
    { user: user ? toUserView(user) : null, toast, mapTiles: tiles },
    { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined },
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* The sign-in / sign-up dialog, available on every page. */}
        <AuthModalProvider>
          <SiteHeader user={rootData?.user ?? null} />
          {rootData?.user && !rootData.user.email_verified ? <EmailVerificationBanner email={rootData.user.email} /> : null}
          {children}
        </AuthModalProvider>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
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
