import { Box, CircularProgress, Typography } from '@mui/material'

export const LOADING_TEXT = 'Loading admin dashboard...'

/** Shown while react-admin checks the session (Admin `loading` prop). */
export const LoadingPage = () => (
  <Box
    role="status"
    sx={{
      height: '100%',
      minHeight: 240,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
    }}
  >
    <CircularProgress />
    <Typography variant="body1">{LOADING_TEXT}</Typography>
  </Box>
)
