import ApartmentIcon from '@mui/icons-material/Apartment'
import EventAvailableIcon from '@mui/icons-material/EventAvailable'
import HowToRegIcon from '@mui/icons-material/HowToReg'
import PeopleIcon from '@mui/icons-material/People'
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer'
import { Alert, Box, Skeleton } from '@mui/material'
import { MESSAGES } from '@gruha/shared'
import { useState } from 'react'
import { Title, useBasename } from 'react-admin'
import { ViewingsPanel } from '../resources/viewings/ViewingsPanel'
import { AnalyticsBlock } from './AnalyticsBlock'
import { LazyWeeklyOverview } from './LazyCharts'
import { PropertyValues } from './PropertyValues'
import { QuickActions } from './QuickActions'
import { RecentNotifications } from './RecentNotifications'
import { RecentTable } from './RecentTable'
import { RECENT_COLUMNS } from './recentColumns'
import { StatCard } from './StatCard'
import type { DashboardData } from './types'
import { useAdminJson } from './useAdminJson'

type Expandable = keyof typeof RECENT_COLUMNS
const RECENT_TITLES: Record<Expandable, string> = {
  users: 'Recent Users',
  properties: 'Recent Properties',
  bookings: 'Recent Bookings',
  inquiries: 'Recent Inquiries',
}

/**
 * The overview (spec 002 §2), one component per widget; every figure comes from
 * GET /api/admin/dashboard, computed in SQL on the server.
 */
export const Dashboard = () => {
  const base = useBasename()
  const { data, error } = useAdminJson<DashboardData>('dashboard')
  const [expanded, setExpanded] = useState<Expandable | null>(null)
  const toggle = (key: Expandable) => () => setExpanded((current) => (current === key ? null : key))
  const card = (key: Expandable, title: string, total: number | undefined, today: number | undefined, icon: typeof PeopleIcon) => (
    <StatCard
      title={title}
      total={total}
      today={today ?? (data ? 0 : undefined)}
      icon={icon}
      to={`${base}/${key}`}
      expanded={expanded === key}
      onToggle={toggle(key)}
      testId={`card-${key}`}
    />
  )
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="Dashboard" />
      {error ? <Alert severity="error">{MESSAGES.admin.general.fetchSomeFailed}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' } }}>
        {card('users', 'Total Users', data?.totalUsers, data?.dailyStats.newUsers, PeopleIcon)}
        {card('properties', 'Total Properties', data?.totalProperties, data?.dailyStats.newProperties, ApartmentIcon)}
        {card('bookings', 'Total Bookings', data?.totalBookings, data?.dailyStats.newBookings, EventAvailableIcon)}
        {card('inquiries', 'Total Inquiries', data?.totalInquiries, data?.dailyStats.newInquiries, QuestionAnswerIcon)}
        <StatCard
          title="Pending Approvals"
          total={data?.pendingApprovals}
          icon={HowToRegIcon}
          color="warning"
          to={`${base}/user-approvals`}
          testId="card-approvals"
        />
      </Box>
      {expanded && data ? (
        <RecentTable
          title={RECENT_TITLES[expanded]}
          rows={data.recent[expanded]}
          columns={RECENT_COLUMNS[expanded]}
          linkTo={(row) => `${base}/${expanded}/${row.id}/show`}
        />
      ) : null}
      {data ? (
        <>
          <PropertyValues values={data.propertyValues} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
            <LazyWeeklyOverview weekly={data.weeklyStats} />
            <QuickActions />
          </Box>
          <ViewingsPanel />
          <AnalyticsBlock analytics={data.analytics} />
          <RecentNotifications notifications={data.recent.notifications} />
        </>
      ) : error ? null : (
        <Skeleton variant="rounded" height={400} />
      )}
    </Box>
  )
}
