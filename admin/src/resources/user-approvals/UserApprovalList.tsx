import { Chip } from '@mui/material'
import { Datagrid, FunctionField, SearchInput, SelectInput, SimpleList, TextField, WrapperField, useListContext } from 'react-admin'
import { AppList } from '../../common/AppList'
import { DateField } from '../../common/DateField'
import { RecordDialogButton } from '../approvals/reviewParts'
import { UserReviewDialog, type Applicant } from './UserReviewDialog'

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

const name = (u: Applicant) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email

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
    actions={<PendingCount />}
    mobile={
      <SimpleList<Applicant>
        primaryText={name}
        secondaryText={(r) => r.email}
        tertiaryText={(r) => (r.role === 'agent' ? 'Agent' : 'Seller')}
        linkType={false}
      />
    }
    desktop={
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField label="Name" sortBy="first_name" render={name} />
        <TextField source="email" label="Email" />
        <FunctionField label="Type" sortBy="role" render={(r: Applicant) => (r.role === 'agent' ? 'Agent' : 'Seller')} />
        <TextField source="phone_number" label="Phone" emptyText="-" />
        <TextField source="city" label="City" emptyText="-" />
        <DateField source="createdAt" label="Applied" showTime />
        <WrapperField label="Actions">
          <RecordDialogButton<Applicant> dialog={(record, close) => <UserReviewDialog user={record} onClose={close} />} />
        </WrapperField>
      </Datagrid>
    }
  />
)
