import { Chip } from '@mui/material'
import { APPROVAL_STATUSES, APPROVAL_TYPES, APPROVAL_TYPE_LABELS, humanize } from '@gruha/shared'
import { Datagrid, FunctionField, SearchInput, SelectInput, SimpleList, WrapperField } from 'react-admin'
import { AppList } from '../../common/AppList'
import { DateField } from '../../common/DateField'
import { FilterTabs } from '../../common/FilterTabs'
import { rowActionsColumn } from '../../common/RowActions'
import { ApprovalReviewDialog, personName, type ApprovalRecord } from './ApprovalReviewDialog'
import { approvalExporter } from './approvalCsv'
import { RecordDialogButton } from './reviewParts'

const typeChoices = APPROVAL_TYPES.map((id) => ({ id, name: APPROVAL_TYPE_LABELS[id] }))
const filters = [
  <SearchInput key="q" source="q" placeholder="Search approvals" alwaysOn />,
  <SelectInput key="approval_type" source="approval_type" label="Type" choices={typeChoices} />,
]
/** The status filter (all, pending, approved, rejected) as tabs with counts. */
const tabs = [
  { key: 'all', label: 'All', filter: {} },
  ...APPROVAL_STATUSES.map((s) => ({ key: s, label: humanize(s), filter: { status: s } })),
]

const COLORS = { pending: 'warning', approved: 'success', rejected: 'error' } as const

const userCell = (r: ApprovalRecord) => (
  <span>
    {personName(r.user) || 'Deleted user'}
    <br />
    <small>{r.user?.email}</small>
  </span>
)

/** Admin approvals (spec 002): user, type, status, submitted and a Review action, with the status filter. */
export const ApprovalList = () => (
  <AppList
    title="Admin Approvals"
    singular="Approval"
    create={false}
    filters={filters}
    exporter={approvalExporter}
    tabs={<FilterTabs tabs={tabs} />}
    mobile={
      <SimpleList<ApprovalRecord>
        primaryText={(r) => personName(r.user)}
        secondaryText={(r) => APPROVAL_TYPE_LABELS[r.approval_type]}
        tertiaryText={(r) => humanize(r.status)}
        linkType={false}
      />
    }
    desktop={
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField label="User" render={userCell} />
        <FunctionField
          label="Type"
          sortBy="approval_type"
          render={(r: ApprovalRecord) => `${APPROVAL_TYPE_LABELS[r.approval_type]}${r.property?.title ? `: ${r.property.title}` : ''}`}
        />
        <FunctionField
          label="Status"
          sortBy="status"
          render={(r: ApprovalRecord) => <Chip size="small" label={humanize(r.status)} color={COLORS[r.status]} />}
        />
        <DateField source="createdAt" label="Submitted" showTime />
        <WrapperField {...rowActionsColumn}>
          <RecordDialogButton<ApprovalRecord> dialog={(record, close) => <ApprovalReviewDialog approval={record} onClose={close} />} />
        </WrapperField>
      </Datagrid>
    }
  />
)
