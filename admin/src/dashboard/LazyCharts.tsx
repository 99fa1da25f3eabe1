import { Skeleton } from '@mui/material'
import { lazy, Suspense, type ComponentProps } from 'react'

const charts = () => import('./charts')
const WeeklyOverviewChart = lazy(() => charts().then((m) => ({ default: m.WeeklyOverviewChart })))
const AnalyticsCharts = lazy(() => charts().then((m) => ({ default: m.AnalyticsCharts })))

const Loading = ({ height }: { height: number }) => <Skeleton variant="rounded" height={height} />

export const LazyWeeklyOverview = (props: ComponentProps<typeof WeeklyOverviewChart>) => (
  <Suspense fallback={<Loading height={340} />}>
    <WeeklyOverviewChart {...props} />
  </Suspense>
)

export const LazyAnalytics = (props: ComponentProps<typeof AnalyticsCharts>) => (
  <Suspense fallback={<Loading height={640} />}>
    <AnalyticsCharts {...props} />
  </Suspense>
)
