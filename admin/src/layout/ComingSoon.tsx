import { Card, CardContent, Typography } from '@mui/material'
import { Title } from 'react-admin'

/** Any /admin/* path that is not a known section (spec 002 §2: unknown tab). */
export const ComingSoon = () => (
  <Card sx={{ mt: 2 }}>
    <Title title="Coming Soon" />
    <CardContent>
      <Typography variant="body1">Coming Soon - This section is under development.</Typography>
    </CardContent>
  </Card>
)
