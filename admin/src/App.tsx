import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin'
import { Route } from 'react-router-dom'
import { Dashboard } from './dashboard/Dashboard'
import { ComingSoon, Layout, LoadingPage } from './layout'
import { i18nProvider } from './i18n/i18nProvider'
import { LoginPage } from './login/LoginPage'
import { authProvider } from './providers/authProvider'
import { dataProvider } from './providers/dataProvider'
import { queryClient } from './providers/queryClient'
import bookings from './resources/bookings'
import inquiries from './resources/inquiries'
import properties from './resources/properties'
import users from './resources/users'
import agentAssignments, { AssignAgentButton } from './resources/assignments'
import approvals from './resources/approvals'
import documents from './resources/documents'
import { InquiryList } from './resources/inquiries/InquiryList'
import { InquiryShow } from './resources/inquiries/InquiryShow'
import userApprovals from './resources/user-approvals'
import { darkTheme, lightTheme } from './theme'
import { ReportsPage } from './reports/ReportsPage'
import auditLogs from './resources/audit-logs'
import cities from './resources/cities'
import states from './resources/states'
import viewings from './resources/viewings'
import moderation from './resources/moderation'

export const ADMIN_BASENAME = '/admin'

// UI preferences only (sidebar state, theme); never credentials. List filters live in the URL.
const store = localStorageStore(undefined, 'GruhaAdmin')

/**
 * The console, mounted at /admin inside the browser router set up in main.tsx.
 * requireAuth: nothing renders until checkAuth answers ('Loading admin
 * dashboard...'); visitors without an admin session go to /admin/login.
 */
export const App = () => (
  <Admin
    basename={ADMIN_BASENAME}
    title="Admin Dashboard"
    authProvider={authProvider}
    dataProvider={dataProvider}
    queryClient={queryClient}
    i18nProvider={i18nProvider}
    store={store}
    layout={Layout}
    dashboard={Dashboard}
    loginPage={LoginPage}
    loading={LoadingPage}
    catchAll={ComingSoon}
    theme={lightTheme}
    darkTheme={darkTheme}
    requireAuth
    disableTelemetry
  >
    <Resource name="users" {...users} />
    <Resource name="properties" {...properties} />
    <Resource name="bookings" {...bookings} />
    <Resource
      name="inquiries"
      {...inquiries}
      list={<InquiryList rowAction={<AssignAgentButton kind="inquiry" />} />}
      show={<InquiryShow action={<AssignAgentButton kind="inquiry" />} />}
    />
    <Resource name="user-approvals" {...userApprovals} />
    <Resource name="approvals" {...approvals} />
    <Resource name="agent-assignments" {...agentAssignments} />
    <Resource name="documents" {...documents} />
    <Resource name="viewings" {...viewings} />
    <Resource name="cities" {...cities} />
    <Resource name="states" {...states} />
    <Resource name="audit-logs" {...auditLogs} />
    <Resource name="moderation-cases" {...moderation} />
    <Resource name="moderation-reports" />
    <CustomRoutes>
      <Route path="/reports" element={<ReportsPage />} />
    </CustomRoutes>
  </Admin>
)

export default App
