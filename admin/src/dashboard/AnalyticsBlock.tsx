import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material'
import { LABELS, type Analytics } from '@gruha/shared'
import { LazyAnalytics } from './LazyCharts'

const sum = (analytics: Analytics, key: 'enquiries' | 'bookings' | 'signUps') => analytics.daily.reduce((n, d) => n + d[key], 0)

/**
 * The dashboard's Analytics block (spec 002 §2): the last 30 days in figures (enquiries, tour bookings,
 * sign-ups, and how many bookings each enquiry brought), then the charts (listings by type and city,
 * activity per day). The figures come from the same GET /api/admin/dashboard as the charts.
 */
export const AnalyticsBlock = ({ analytics }: { analytics: Analytics }) => {
  const enquiries = sum(analytics, 'enquiries')
  const bookings = sum(analytics, 'bookings')
  const figures = [
    { label: 'Enquiries', value: String(enquiries) },
    { label: 'Tour bookings', value: String(bookings) },
    { label: 'Sign-ups', value: String(sum(analytics, 'signUps')) },
    { label: 'Bookings per enquiry', value: enquiries ? (bookings / enquiries).toFixed(2) : '-' },
    { label: 'Active cities', value: String(analytics.listingsByCity.filter((c) => c.city !== 'Other').length) },
  ]
  return (
    <Card component="section" aria-labelledby="analytics-title" data-testid="analytics">
      <CardHeader
        title={LABELS.admin.analytics}
        subheader={`Last ${analytics.daily.length} days`}
        slotProps={{ title: { variant: 'h6', id: 'analytics-title', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' } }}>
          {figures.map((f) => (
            <Box key={f.label} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} data-testid={`analytics-${f.label}`}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {f.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                {f.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <LazyAnalytics analytics={analytics} />
      </CardContent>
    </Card>
  )
}
