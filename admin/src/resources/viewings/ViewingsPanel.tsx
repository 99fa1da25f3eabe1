import RefreshIcon from '@mui/icons-material/Refresh'
import {
  Box,
  Button,
  ButtonGroup,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { LIMITS, MESSAGES, VIEWING_STATUSES, VIEWING_STATUS_LABELS, type ViewingStatus } from '@gruha/shared'
import { useGetList, useNotify, useUpdate } from 'react-admin'
import { formatDateTime } from '../../dashboard/format'
import type { Viewing } from './types'

const statusColor: Record<ViewingStatus, 'info' | 'success' | 'default' | 'warning'> = {
  scheduled: 'info',
  completed: 'success',
  cancelled: 'default',
  no_show: 'warning',
}

/** One status button per status (any status from any, spec 002 §4); the current one is filled. */
const StatusButtons = ({ viewing }: { viewing: Viewing }) => {
  const notify = useNotify()
  const [update, { isPending }] = useUpdate<Viewing>()
  const setStatus = (status: ViewingStatus) =>
    update(
      'viewings',
      { id: viewing.id, data: { status }, previousData: viewing },
      {
        onSuccess: () => notify(MESSAGES.admin.viewings.statusUpdated, { type: 'success' }),
        onError: (error) => notify(error instanceof Error ? error.message : MESSAGES.admin.viewings.statusInvalid, { type: 'error' }),
      },
    )
  return (
    <ButtonGroup size="small" aria-label={`Status of viewing ${viewing.id}`} disabled={isPending}>
      {VIEWING_STATUSES.map((status) => (
        <Button
          key={status}
          variant={viewing.status === status ? 'contained' : 'outlined'}
          aria-pressed={viewing.status === status}
          onClick={() => (viewing.status === status ? undefined : setStatus(status))}
        >
          {VIEWING_STATUS_LABELS[status]}
        </Button>
      ))}
    </ButtonGroup>
  )
}

/**
 * Viewing Status Management (spec 002 §2): the first 25 viewings, soonest first, each with a
 * button per status, and Refresh. Shown on /admin/viewings and on the dashboard.
 */
export const ViewingsPanel = ({ title = 'Viewing Status Management' }: { title?: string }) => {
  const notify = useNotify()
  const { data, total, isPending, error, refetch, isFetching } = useGetList<Viewing>('viewings', {
    pagination: { page: 1, perPage: LIMITS.viewingsPanel },
    sort: { field: 'scheduled_at', order: 'DESC' },
  })
  return (
    <Card data-testid="viewings-panel">
      <CardHeader
        title={title}
        subheader={total !== undefined ? `${Math.min(total, LIMITS.viewingsPanel)} of ${total} viewings` : undefined}
        slotProps={{ title: { variant: 'h6' } }}
        action={
          <Button
            className="no-print"
            startIcon={<RefreshIcon />}
            disabled={isFetching}
            onClick={() => refetch().then(() => notify(MESSAGES.admin.general.refreshed, { type: 'info' }))}
          >
            Refresh
          </Button>
        }
      />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        {isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : error ? (
          <Typography color="error">{MESSAGES.admin.general.fetchSomeFailed}</Typography>
        ) : !data?.length ? (
          <Typography color="text.secondary">No viewings yet.</Typography>
        ) : (
          <Table size="small" aria-label="Viewings">
            <TableHead>
              <TableRow>
                <TableCell>Property</TableCell>
                <TableCell>Scheduled</TableCell>
                <TableCell>Status</TableCell>
                <TableCell className="no-print">Set status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((viewing) => (
                <TableRow key={viewing.id} data-testid={`viewing-${viewing.id}`}>
                  <TableCell>{viewing.property_title ?? `#${viewing.property_id}`}</TableCell>
                  <TableCell>{formatDateTime(viewing.scheduled_at)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={statusColor[viewing.status]} label={VIEWING_STATUS_LABELS[viewing.status]} />
                  </TableCell>
                  <TableCell className="no-print">
                    <Box sx={{ minWidth: 360 }}>
                      <StatusButtons viewing={viewing} />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
