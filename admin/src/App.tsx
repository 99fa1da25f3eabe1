import { Admin, Resource, localStorageStore } from 'react-admin'
import { Dashboard } from './dashboard/Dashboard'
import { ComingSoon, Layout, LoadingPage } from './layout'
import { i18nProvider } from './i18n/i18nProvider'
import { LoginPage } from './login/LoginPage'
import { authProvider } from './providers/authProvider'
import { dataProvider } from './providers/dataProvider'
import users from './resources/users'

export const ADMIN_BASENAME = '/admin'

// UI preferences only (sidebar state, list params); never credentials.
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
    i18nProvider={i18nProvider}
    store={store}
    layout={Layout}
    dashboard={Dashboard}
    loginPage={LoginPage}
    loading={LoadingPage}
    catchAll={ComingSoon}
    requireAuth
    disableTelemetry
  >
    <Resource name="users" {...users} />
  </Admin>
)

export default App
