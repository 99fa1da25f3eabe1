import { LABELS } from '@gruha/shared'
import {
  BooleanField,
  Datagrid,
  EditButton,
  FunctionField,
  Pagination,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin'
import { DateField } from '../../common/DateField'
import { bookingStatusChoices } from '../bookings/common'
import { inquiryStatusChoices } from '../inquiries/common'
import { propertyStatusChoices } from '../properties/choices'
import { DeleteUserButton } from './DeleteUserButton'
import { UserDocuments } from './UserDocuments'
import { userRoleChoices, userStatusChoices, verificationStatusChoices } from './choices'
import { userFullName, type User } from './types'

const UserShowActions = () => (
  <TopToolbar className="no-print">
    <EditButton />
    <DeleteUserButton />
  </TopToolbar>
)

/** User Details: the profile, the user's documents, and their history (tours, enquiries, listings), 10 rows a page. */
export const UserShow = () => (
  <Show title={LABELS.admin.userDetails} actions={<UserShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Profile">
        <TextField source="custom_id" label="ID" emptyText="-" />
        <FunctionField<User> label="Name" render={(record) => userFullName(record)} />
        <TextField source="email" label="Email" />
        <BooleanField source="email_verified" label="Email Verified" />
        <TextField source="phone_number" label="Phone" emptyText="-" />
        <TextField source="city" label="City" emptyText="-" />
        <TextField source="state" label="State" emptyText="-" />
        <SelectField source="role" label="User Type" choices={userRoleChoices} />
        <SelectField source="status" label="Status" choices={userStatusChoices} />
        <SelectField source="verification_status" label="Verification Status" choices={verificationStatusChoices} />
        <TextField source="rejection_reason" label="Rejection Reason" emptyText="-" />
        <BooleanField source="account_verified" label="Bank Details Verified" />
        <DateField source="date_of_birth" label="Date of Birth" dateOnly emptyText="-" />
        <TextField source="agent_license_number" label="Agent License Number" emptyText="-" />
        <TextField source="agency_name" label="Agency Name" emptyText="-" />
        <TextField source="specialization" label="Specialization" emptyText="-" />
        <TextField source="experience_years" label="Experience (years)" emptyText="-" />
        <DateField source="createdAt" label="Created" showTime />
        <DateField source="updatedAt" label="Updated" showTime />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Documents" path="documents">
        <UserDocuments />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="History" path="history">
        <ReferenceManyField
          label="Tours"
          reference="bookings"
          target="user"
          sort={{ field: 'booking_date', order: 'DESC' }}
          pagination={<Pagination rowsPerPageOptions={[10]} />}
        >
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>No tours</span>}>
            <TextField source="property_title" label="Property" sortable={false} />
            <DateField source="booking_date" label="Date" dateOnly />
            <DateField source="booking_time" label="Time" timeOnly />
            <SelectField source="status" label="Status" choices={bookingStatusChoices} />
          </Datagrid>
        </ReferenceManyField>
        <ReferenceManyField label="Enquiries" reference="inquiries" target="user" pagination={<Pagination rowsPerPageOptions={[10]} />}>
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>No enquiries</span>}>
            <TextField source="property_title" label="Property" sortable={false} />
            <TextField source="message" label="Message" sortable={false} />
            <SelectField source="status" label="Status" choices={inquiryStatusChoices} />
            <DateField source="createdAt" label="Received" showTime />
          </Datagrid>
        </ReferenceManyField>
        <ReferenceManyField label="Listings" reference="properties" target="owner" pagination={<Pagination rowsPerPageOptions={[10]} />}>
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>No listings</span>}>
            <TextField source="custom_id" label="ID" />
            <TextField source="title" label="Title" />
            <SelectField source="status" label="Status" choices={propertyStatusChoices} />
            <DateField source="createdAt" label="Created" />
          </Datagrid>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
)
