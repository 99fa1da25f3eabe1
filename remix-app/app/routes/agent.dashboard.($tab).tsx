import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { NavLink, useLoaderData, useNavigate, useRevalidator, useSearchParams } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { metaT, useTranslation } from '~/i18n'
import { getAgentDashboard } from '@gruha/cms/services/agent-dashboard'
import { getSiteContact } from '@gruha/cms/services/content'
import { SUPPORT_PHONE } from '@gruha/shared'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { profileRouteAction } from '~/components/profile/actions.server'
import { loadProfile } from '~/components/profile/load-profile.server'
import { AGENT_TABS, isAgentTab } from '~/components/agent-dashboard/tabs'
import { ActivityTab, DashboardTab, EarningsTab, HelpTab, PerformanceTab, SettingsTab } from '~/components/agent-dashboard/panels'
import dashboardStyles from '~/components/agent-dashboard/agent-dashboard.css?url'
import leadsStyles from '~/components/leads/leads.css?url'
import profileStyles from '~/components/profile/profile.css?url'
import { AGENT } from '~/i18n/namespaces/agent'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: dashboardStyles },
  { rel: 'stylesheet', href: leadsStyles },
  { rel: 'stylesheet', href: profileStyles },
]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, AGENT)('dashboard.metaTitle') }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, ['agent'])
  const tab = params.tab ?? 'dashboard'
  if (!isAgentTab(tab)) throw redirect('/agent/dashboard')
  const payload = await getPayloadClient()
  const [dashboard, profile, contact] = await Promise.all([
    getAgentDashboard({ payload, user }),
    tab === 'settings' ? loadProfile(user) : null,
    tab === 'help' ? getSiteContact({ payload, user }) : null,
  ])
  return {
    tab,
    licence: typeof user.agent_license_number === 'string' ? user.agent_license_number : null,
    dashboard,
    profile,
    support: { phone: contact?.phone || SUPPORT_PHONE, email: contact?.supportEmail ?? null },
  }
}

/** The settings tab's profile, password, bank and ID-proof forms post here (the same action as /profile). */
export async function action(args: ActionFunctionArgs) {
  await requireRole(args.request, ['agent'])
  return profileRouteAction(args)
}

export default function AgentDashboard() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation(AGENT)
  const [open, setOpen] = useState(true)
  const revalidator = useRevalidator()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const closePanel = useCallback(
    () => navigate(`/agent/dashboard/${data.tab}`, { replace: true, preventScrollReset: true }),
    [navigate, data.tab],
  )

  // On a phone the tabs are a sideways-scrolling row: keep the current one in view.
  const sidebar = useRef<HTMLElement>(null)
  useEffect(() => {
    sidebar.current?.querySelector('a.active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [data.tab])

  return (
    <main className="page">
      {/* The agent's name and Sign out are the site header's (its user menu); this bar holds the dashboard's own controls. */}
      <header className="agent-header card">
        <button
          type="button"
          className="secondary sidebar-toggle"
          aria-expanded={open}
          aria-controls="agent-sidebar"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span> <span className="visually-hidden">{t('dashboard.toggleSidebar')}</span>
        </button>
        <p className="agent-id muted">{data.licence ? t('dashboard.licence', { number: data.licence }) : t('dashboard.noLicence')}</p>
        <button type="button" className="secondary" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
          {t('dashboard.refresh')}
        </button>
      </header>
      <div className={open ? 'agent-shell' : 'agent-shell collapsed'}>
        <aside id="agent-sidebar" className="agent-sidebar card" ref={sidebar}>
          <nav aria-label={t('dashboard.title')}>
            {AGENT_TABS.map((tab) => (
              <NavLink key={tab} to={tab === 'dashboard' ? '/agent/dashboard' : `/agent/dashboard/${tab}`} end preventScrollReset>
                {t(`dashboard.tabs.${tab}`)}
              </NavLink>
            ))}
          </nav>
        </aside>
        <section aria-labelledby="agent-tab-title">
          <h1 id="agent-tab-title">{data.tab === 'dashboard' ? t('dashboard.title') : t(`dashboard.tabs.${data.tab}`)}</h1>
          {data.tab === 'dashboard' ? <DashboardTab data={data.dashboard} /> : null}
          {data.tab === 'performance' ? <PerformanceTab data={data.dashboard} /> : null}
          {data.tab === 'earnings' ? <EarningsTab data={data.dashboard} /> : null}
          {data.tab === 'activity' ? <ActivityTab data={data.dashboard} /> : null}
          {data.tab === 'settings' && data.profile ? (
            <SettingsTab {...data.profile} panel={params.get('panel')} onClosePanel={closePanel} />
          ) : null}
          {data.tab === 'help' ? <HelpTab phone={data.support.phone} email={data.support.email} /> : null}
        </section>
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
