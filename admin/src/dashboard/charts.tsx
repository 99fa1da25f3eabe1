/**
 * The dashboard's charts (recharts), in their own chunk: Dashboard and Reports load this module
 * lazily, so the console's first screen does not wait for the chart library.
 */
import { Box, Card, CardContent, CardHeader, useTheme } from '@mui/material'
import { humanize } from '@gruha/shared'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { Analytics, DashboardData } from './types'

const ChartCard = ({ title, children, testId }: { title: string; children: React.ReactElement; testId: string }) => (
  <Card data-testid={testId}>
    <CardHeader title={title} slotProps={{ title: { variant: 'h6' } }} />
    <CardContent sx={{ pt: 0 }}>
      <Box sx={{ width: '100%', height: 280 }}>
        <ResponsiveContainer>{children}</ResponsiveContainer>
      </Box>
    </CardContent>
  </Card>
)

/** 'YYYY-MM-DD' → 'dd/mm'. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

/** Weekly Overview: what the last 7 days brought. */
export const WeeklyOverviewChart = ({ weekly }: { weekly: DashboardData['weeklyStats'] }) => {
  const theme = useTheme()
  const data = [
    { name: 'Users', count: weekly.users },
    { name: 'Properties', count: weekly.properties },
    { name: 'Bookings', count: weekly.bookings },
    { name: 'Inquiries', count: weekly.inquiries },
  ]
  return (
    <ChartCard title="Weekly Overview" testId="weekly-overview">
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="count" name="Last 7 days" fill={theme.palette.primary.main} />
      </BarChart>
    </ChartCard>
  )
}

/** Analytics: listings by type and by city, and enquiries, bookings and sign-ups per day (30 days). */
export const AnalyticsCharts = ({ analytics }: { analytics: Analytics }) => {
  const theme = useTheme()
  const byType = analytics.listingsByType.map((r) => ({ name: humanize(r.type), count: r.count }))
  const daily = analytics.daily.map((d) => ({ ...d, label: dayLabel(d.day) }))
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartCard title="Listings by Type" testId="listings-by-type">
        <BarChart data={byType}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" interval={0} angle={-20} textAnchor="end" height={60} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name="Listings" fill={theme.palette.primary.main} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Listings by City" testId="listings-by-city">
        <BarChart data={analytics.listingsByCity}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="city" interval={0} angle={-20} textAnchor="end" height={60} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name="Listings" fill={theme.palette.secondary.main} />
        </BarChart>
      </ChartCard>
      <Box sx={{ gridColumn: { lg: 'span 2' } }}>
        <ChartCard title="Activity (last 30 days)" testId="daily-activity">
          <LineChart data={daily}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="enquiries" name="Enquiries" stroke={theme.palette.primary.main} dot={false} />
            <Line type="monotone" dataKey="bookings" name="Bookings" stroke={theme.palette.secondary.main} dot={false} />
            <Line type="monotone" dataKey="signUps" name="Sign-ups" stroke={theme.palette.success.main} dot={false} />
          </LineChart>
        </ChartCard>
      </Box>
    </Box>
  )
}
