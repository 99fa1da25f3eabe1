import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  Link,
  TextField,
  Typography,
} from '@mui/material'
import { useEffect, useState, type FormEvent } from 'react'
import { useBasename, useCheckAuth, useLogin, useNavigate, useNotify } from 'react-admin'

export const MSG_WELCOME = 'Welcome to Admin Dashboard!'

/**
 * /admin/login. The error returned by authProvider.login (empty fields, 401,
 * 403) is shown on the page and as a toast. No credentials are displayed.
 */
export const LoginPage = () => {
  const login = useLogin()
  const notify = useNotify()
  const checkAuth = useCheckAuth()
  const navigate = useNavigate()
  const basename = useBasename()

  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  // Already signed in as an admin: go straight to the dashboard.
  useEffect(() => {
    let active = true
    checkAuth({}, false)
      .then(() => {
        if (active) navigate(`${basename}/`, { replace: true })
      })
      .catch(() => {
        // not signed in: stay here
      })
    return () => {
      active = false
    }
  }, [checkAuth, navigate, basename])

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setError(null)
    setSubmitting(true)
    try {
      // on success useLogin navigates to the dashboard (or the page that required sign-in)
      await login({ email, password })
      notify(MSG_WELCOME, { type: 'success' })
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : String(err ?? '')
      setError(message)
      notify(message, { type: 'error' })
      setSubmitting(false)
    }
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        background: 'linear-gradient(135deg, #0f2a4a 0%, #1f4f7a 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={6}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
            Admin Login
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            Sign in to the Gruha admin dashboard
          </Typography>

          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="login-error">
              {error}
            </Alert>
          ) : null}

          <Box component="form" noValidate onSubmit={handleSubmit}>
            <TextField
              id="admin-login-email"
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={submitting}
              fullWidth
              margin="normal"
              autoFocus
            />
            <TextField
              id="admin-login-password"
              name="password"
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={submitting}
              fullWidth
              margin="normal"
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
                        onClick={() => setShowPassword((shown) => !shown)}
                        onMouseDown={(event) => event.preventDefault()}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
              sx={{ mt: 3 }}
            >
              SIGN IN
            </Button>
          </Box>

          <Box sx={{ mt: 3, textAlign: 'center' }}>
            {/* A plain link: home is outside the admin SPA. */}
            <Link href="/" underline="hover">
              Back to home
            </Link>
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
