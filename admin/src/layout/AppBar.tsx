import LogoutIcon from '@mui/icons-material/Logout'
import { Box, Button, Typography } from '@mui/material'
import { useState } from 'react'
import { LoadingIndicator, AppBar as RaAppBar, TitlePortal, ToggleThemeButton, useAuthProvider, useGetIdentity } from 'react-admin'

export const APP_BAR_TITLE = 'Admin Dashboard'
/** Where sign-out lands: the public site's home page, outside the admin SPA. */
export const HOME_URL = '/'

/** The signed-in admin's name, labelled 'Administrator'. */
const AdminIdentity = () => {
  const { identity, isPending } = useGetIdentity()
  if (isPending || !identity) return null
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', mx: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} data-testid="admin-name">
        {identity.fullName}
      </Typography>
      <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
        Administrator
      </Typography>
    </Box>
  )
}

/**
 * Sign-out: ends the session (DELETE /api/admin/session) and sends the browser
 * to the home page, / (spec 002 §1). It deliberately bypasses useLogout: that
 * hook clears react-admin's query cache, which re-runs the auth guard and would
 * push /admin/login while the browser is leaving for /. The full page load
 * drops all in-memory state anyway.
 */
const SignOutButton = () => {
  const authProvider = useAuthProvider()
  const [leaving, setLeaving] = useState(false)
  const signOut = async () => {
    setLeaving(true)
    try {
      await authProvider?.logout({})
    } finally {
      window.location.assign(HOME_URL)
    }
  }
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<LogoutIcon />}
      onClick={signOut}
      disabled={leaving}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      Sign out
    </Button>
  )
}

const Toolbar = () => (
  <>
    <LoadingIndicator />
    <ToggleThemeButton />
    <AdminIdentity />
    <SignOutButton />
  </>
)

export const AppBar = () => (
  <RaAppBar className="no-print" toolbar={<Toolbar />} userMenu={false}>
    <Typography
      variant="h6"
      component="span"
      sx={{ whiteSpace: 'nowrap', mr: 2, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {APP_BAR_TITLE}
    </Typography>
    <TitlePortal variant="subtitle1" />
  </RaAppBar>
)
