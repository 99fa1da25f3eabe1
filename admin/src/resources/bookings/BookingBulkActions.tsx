import CheckIcon from '@mui/icons-material/Check'
import { LABELS } from '@gruha/shared'
import { BulkDeleteAction, BulkRecordsAction, type Nouns } from '../../common/BulkActions'
import type { BookingRecord } from './common'

const NOUNS: Nouns = ['booking', 'bookings']

/**
 * The bookings table's bulk actions: Confirm the selected pending bookings (each sent as the row's
 * Confirm shortcut sends it: the booking with its new status), and Delete after a confirmation.
 */
export const BookingBulkActions = () => (
  <>
    <BulkRecordsAction<BookingRecord>
      label={LABELS.admin.confirm}
      icon={<CheckIcon />}
      nouns={NOUNS}
      verb="confirmed"
      applies={(b) => b.status === 'pending'}
      skippedWhy="only pending ones are confirmed"
      act={(dataProvider, resource, b) => dataProvider.update(resource, { id: b.id, data: { ...b, status: 'confirmed' }, previousData: b })}
    />
    <BulkDeleteAction<BookingRecord> nouns={NOUNS} />
  </>
)
