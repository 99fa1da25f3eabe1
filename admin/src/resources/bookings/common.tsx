import CheckIcon from '@mui/icons-material/Check'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import { Button } from '@mui/material'
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS, LABELS, MESSAGES } from '@gruha/shared'
import { DeleteWithConfirmButton, useNotify, useRecordContext, useUpdate } from 'react-admin'
import type { DeleteButtonProps } from '../../common/RowActions'
import { serverMessage } from '../../providers/serverErrors'

export const bookingStatusChoices = BOOKING_STATUSES.map((id) => ({ id, name: BOOKING_STATUS_LABELS[id] }))

export interface BookingRecord {
  id: number
  property: number
  property_title?: string | null
  property_custom_id?: string | null
  property_city?: string | null
  user: number
  user_name?: string | null
  user_email?: string | null
  phone?: string | null
  agent?: number | null
  agent_name?: string | null
  booking_date?: string | null
  booking_time?: string | null
  status: (typeof BOOKING_STATUSES)[number]
  notes?: string | null
  agent_notes?: string | null
  createdAt?: string
}

/**
 * Confirm (any booking not yet confirmed or completed, a cancelled one too: spec 002) and Complete
 * (confirmed) shortcuts; a completed booking has none. The buyer's and the owner's pages read the same row.
 */
export const BookingShortcut = () => {
  const record = useRecordContext<BookingRecord>()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  if (!record || record.status === 'completed') return null
  const next = record.status === 'confirmed' ? 'completed' : 'confirmed'
  const onClick = (event: React.MouseEvent) => {
    event.stopPropagation()
    update(
      'bookings',
      { id: record.id, data: { ...record, status: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(MESSAGES.admin.bookings.updated, { type: 'success' }),
        onError: (error) => notify(MESSAGES.admin.bookings.updateFailed(serverMessage(error)), { type: 'error' }),
      },
    )
  }
  return (
    <Button
      size="small"
      variant="outlined"
      color={next === 'confirmed' ? 'primary' : 'success'}
      startIcon={next === 'confirmed' ? <CheckIcon /> : <DoneAllIcon />}
      onClick={onClick}
      disabled={isPending}
    >
      {next === 'confirmed' ? LABELS.admin.confirm : LABELS.admin.complete}
    </Button>
  )
}

/** Delete after a confirmation; other props (sx, a tooltip's ref and handlers) go to react-admin's button. */
export const DeleteBookingButton = ({ redirect = 'list', ...props }: DeleteButtonProps) => {
  const notify = useNotify()
  return (
    <DeleteWithConfirmButton
      confirmTitle="Delete Booking"
      confirmContent={MESSAGES.admin.bookings.confirmDelete}
      mutationMode="pessimistic"
      mutationOptions={{
        onError: (error) => notify(serverMessage(error) ?? MESSAGES.admin.bookings.deleteFailed, { type: 'error' }),
      }}
      redirect={redirect}
      {...props}
    />
  )
}
