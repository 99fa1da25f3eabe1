import { Chip } from '@mui/material'
import { Datagrid, FunctionField, SearchInput, SelectInput, SimpleList, TextField, WrapperField, useListContext } from 'react-admin'
import { AppList } from '../../common/AppList'
import { DateField } from '../../common/DateField'
import { rowActionsColumn } from '../../common/RowActions'
import { RecordDialogButton } from '../approvals/reviewParts'
import { UserReviewDialog, type Applicant } from './UserReviewDialog'
import { applicantName, applicantType, userApprovalExporter } from './userApprovalCsv'

const filters = [
  <SearchInput key="q" source="q" placeholder="Search applicants" alwaysOn />,
  <SelectInput
    key="role"
    source="role"
    label="User Type"
    choices={[
      { id: 'agent', name: 'Agent' },
      { id: 'seller', name: 'Seller' },
    ]}
  />,
]

/** The pending count beside the title. */
const PendingCount = () => {
  const { total } = useListContext()
  return <Chip color="warning" label={`${total ?? 0} pending`} sx={{ mr: 'auto' }} />
}

/** User approvals (spec 002): pending agents and sellers, newest first, with a count and a Review button. */
export const UserApprovalList = () => (
  <AppList
    title="User Approvals"
    singular="User"
    create={false}
    filters={filters}
    exporter={userApprovalExporter}
    actions={<PendingCount />}
    mobile={
      <SimpleList<Applicant> primaryText={applicantName} secondaryText={(r) => r.email} tertiaryText={applicantType} linkType={false} />
    }
    desktop={
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField label="Name" sortBy="first_name" render={applicantName} />
        <TextField source="email" label="Email" />
        <FunctionField label="Type" sortBy="role" render={applicantType} />
        <TextField source="phone_number" label="Phone" emptyText="-" />
        <TextField source="city" label="City" emptyText="-" />
        <DateField source="createdAt" label="Applied" showTime />
        <WrapperField {...rowActionsColumn}>
          <RecordDialogButton<Applicant> dialog={(record, close) => <UserReviewDialog user={record} onClose={close} />} />
        </WrapperField>
      </Datagrid>
    }
  />
)
