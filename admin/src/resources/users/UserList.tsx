import { Datagrid, FunctionField, SelectField, SimpleList, TextField, WrapperField } from 'react-admin'
import { AppList } from '../../common/AppList'
import { DateField } from '../../common/DateField'
import { FilterTabs } from '../../common/FilterTabs'
import { rowActionsColumn } from '../../common/RowActions'
import { listDatagridSx } from '../../common/datagridSx'
import { USER_TABS } from '../../layout/menuItems'
import { UserBulkActions, UserRowActions, useIsOwnAccount } from './UserActions'
import { userRoleChoices, userStatusChoices, verificationStatusChoices } from './choices'
import { userFullName, type User } from './types'
import { userExporter } from './userCsv'
import { userFilters } from './userFilters'

export { ROWS_PER_PAGE_OPTIONS } from '../../common/ListPagination'

const choiceName = (choices: { id: string; name: string }[], value?: string | null) =>
  choices.find((choice) => choice.id === value)?.name ?? value ?? ''

const tabs = USER_TABS.map((t) => ({ key: t.key, label: t.label, filter: t.filter ?? {} }))

/** Users, with the Users, Agents, Buyers and Sellers tabs (sellers include owners). */
export const UserList = () => {
  const isOwnAccount = useIsOwnAccount()
  return (
    <AppList
      title="Users"
      singular="User"
      filters={userFilters}
      exporter={userExporter}
      tabs={<FilterTabs tabs={tabs} />}
      empty={false}
      mobile={
        <SimpleList<User>
          primaryText={(record) => userFullName(record)}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => `${choiceName(userRoleChoices, record.role)} · ${choiceName(userStatusChoices, record.status)}`}
          linkType="show"
        />
      }
      desktop={
        <Datagrid
          rowClick="show"
          bulkActionButtons={<UserBulkActions />}
          isRowSelectable={(user) => !isOwnAccount(user)}
          sx={listDatagridSx('custom_id', 'status', 'verification_status', 'createdAt')}
        >
          <TextField source="custom_id" label="ID" />
          <FunctionField<User> label="Name" sortBy="first_name" render={(record) => userFullName(record)} />
          <TextField source="email" label="Email" />
          <SelectField source="role" label="User Type" choices={userRoleChoices} />
          <SelectField source="status" label="Status" choices={userStatusChoices} />
          <SelectField source="verification_status" label="Verification" choices={verificationStatusChoices} />
          <DateField source="createdAt" label="Created" />
          <WrapperField {...rowActionsColumn}>
            <UserRowActions />
          </WrapperField>
        </Datagrid>
      }
    />
  )
}
