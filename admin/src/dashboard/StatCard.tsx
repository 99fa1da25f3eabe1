import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { Box, Card, CardActionArea, CardContent, IconButton, Skeleton, Typography } from '@mui/material'
import type { ComponentType } from 'react'
import { Link } from 'react-router-dom'

type StatCardProps = {
  title: string
  total: number | undefined
  /** '+N today'; absent for Pending Approvals. */
  today?: number
  icon: ComponentType<{ sx?: object; color?: 'primary' | 'secondary' | 'warning' | 'success' | 'info' }>
  color?: 'primary' | 'secondary' | 'warning' | 'success' | 'info'
  /** Where clicking the card goes (its tab). */
  to: string
  /** Shows or hides its latest 10 below the cards. */
  expanded?: boolean
  onToggle?: () => void
  testId: string
}

/** One of the five dashboard cards (spec 002 §2), after react-admin's demo CardWithIcon. */
export const StatCard = ({ title, total, today, icon: Icon, color = 'primary', to, expanded, onToggle, testId }: StatCardProps) => (
  <Card sx={{ display: 'flex', flexDirection: 'column' }} data-testid={testId}>
    <CardActionArea component={Link} to={to} sx={{ flex: 1 }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Icon color={color} sx={{ fontSize: 40 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h5" component="p" data-testid={`${testId}-total`}>
            {total === undefined ? <Skeleton width={60} /> : total.toLocaleString('en-IN')}
          </Typography>
          {today !== undefined ? (
            <Typography variant="caption" color="success.main" data-testid={`${testId}-today`}>
              +{today.toLocaleString('en-IN')} today
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </CardActionArea>
    {onToggle ? (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pb: 0.5 }} className="no-print">
        <IconButton
          size="small"
          aria-label={expanded ? `Hide recent ${title}` : `Show recent ${title}`}
          aria-expanded={expanded}
          onClick={onToggle}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
    ) : null}
  </Card>
)
