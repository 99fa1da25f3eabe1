import { BooleanField, DateField, EditButton, FunctionField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin'
import { DeleteUserButton } from './DeleteUserButton'
import { userRoleChoices, userStatusChoices, verificationStatusChoices } from './choices'
import { userFullName, type User } from './types'

const UserShowActions = () => (
  <TopToolbar className="no-print">
    <EditButton />
    <DeleteUserButton />
  </TopToolbar>
)

export const UserShow = () => (
  <Show title="User Details" actions={<UserShowActions />}>
    <SimpleShowLayout>
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
      <DateField source="date_of_birth" label="Date of Birth" emptyText="-" />
      <TextField source="agent_license_number" label="Agent License Number" emptyText="-" />
      <DateField source="createdAt" label="Created" showTime />
      <DateField source="updatedAt" label="Updated" showTime />
    </SimpleShowLayout>
  </Show>
)
