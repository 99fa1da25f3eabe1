import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined'
import PauseCircleOutlinedIcon from '@mui/icons-material/PauseCircleOutlined'
import type { PropertyStatus } from '@gruha/shared'
import type { DataProvider } from 'react-admin'
import { BulkDeleteAction, BulkRecordsAction, type Nouns } from '../../common/BulkActions'
import type { PropertyRecord } from './choices'

const NOUNS: Nouns = ['property', 'properties']

// Only the status is sent (PUT takes a partial body); one request per listing.
const setStatus = (status: PropertyStatus) => (dataProvider: DataProvider, resource: string, record: PropertyRecord) =>
  dataProvider.update(resource, { id: record.id, data: { status }, previousData: record })

/**
 * The properties table's bulk actions. Activate takes inactive listings live and Deactivate takes
 * active ones off the site; sold and rented listings, and listings held for review (decided in
 * Approvals or Moderation), are left as they are and counted as skipped.
 */
export const PropertyBulkActions = () => (
  <>
    <BulkRecordsAction<PropertyRecord>
      label="Activate"
      icon={<CheckCircleOutlinedIcon />}
      nouns={NOUNS}
      verb="activated"
      applies={(p) => p.status === 'inactive'}
      skippedWhy="only inactive ones are activated"
      act={setStatus('active')}
    />
    <BulkRecordsAction<PropertyRecord>
      label="Deactivate"
      icon={<PauseCircleOutlinedIcon />}
      nouns={NOUNS}
      verb="deactivated"
      applies={(p) => p.status === 'active'}
      skippedWhy="only active ones are deactivated"
      act={setStatus('inactive')}
    />
    <BulkDeleteAction<PropertyRecord> nouns={NOUNS} />
  </>
)
