import { Alert, Box, Skeleton, Typography } from '@mui/material'
import { MESSAGES } from '@gruha/shared'
import { Title } from 'react-admin'
import { LazyAnalytics } from '../dashboard/LazyCharts'
import type { Analytics } from '../dashboard/types'
import { useAdminJson } from '../dashboard/useAdminJson'

/** /admin/reports (the site's header links admins here): the Analytics charts on their own page. */
export const ReportsPage = () => {
  const { data, error } = useAdminJson<Analytics>('analytics')
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="Reports" />
      <Typography variant="h5" component="h1">
        Reports
      </Typography>
      {error ? <Alert severity="error">{MESSAGES.admin.general.fetchSomeFailed}</Alert> : null}
      {data ? <LazyAnalytics analytics={data} /> : error ? null : <Skeleton variant="rounded" height={640} />}
    </Box>
  )
}
