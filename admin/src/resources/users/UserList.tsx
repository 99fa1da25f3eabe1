import PrintIcon from '@mui/icons-material/Print'
import { Button, useMediaQuery, type Theme } from '@mui/material'
import {
  CreateButton,
  Datagrid,
  DateField,
  EditButton,
  ExportButton,
  FunctionField,
  List,
  Pagination,
  SelectField,
  SimpleList,
  TextField,
  TopToolbar,
  WrapperField,
} from 'react-admin'
import { DeleteUserButton } from './DeleteUserButton'
import { userRoleChoices, userStatusChoices, verificationStatusChoices } from './choices'
import { userFullName, type User } from './types'
import { userFilters } from './userFilters'

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100]

const UserListActions = () => (
  <TopToolbar className="no-print">
    <CreateButton label="Add User" />
    <ExportButton />
    <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
      Print
    </Button>
  </TopToolbar>
)

const choiceName = (choices: { id: string; name: string }[], value?: string | null) =>
  choices.find((choice) => choice.id === value)?.name ?? value ?? ''

export const UserList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <List
      title="Users"
      filters={userFilters}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
      actions={<UserListActions />}
    >
      {isSmall ? (
        <SimpleList<User>
          primaryText={(record) => userFullName(record)}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => `${choiceName(userRoleChoices, record.role)} · ${choiceName(userStatusChoices, record.status)}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="custom_id" label="ID" />
          <FunctionField<User> label="Name" sortBy="first_name" render={(record) => userFullName(record)} />
          <TextField source="email" label="Email" />
          <SelectField source="role" label="User Type" choices={userRoleChoices} />
          <SelectField source="status" label="Status" choices={userStatusChoices} />
          <SelectField source="verification_status" label="Verification" choices={verificationStatusChoices} />
          <DateField source="createdAt" label="Created" />
          <WrapperField label="Actions" textAlign="right">
            <EditButton />
            <DeleteUserButton redirect={false} />
          </WrapperField>
        </Datagrid>
      )}
    </List>
  )
}
