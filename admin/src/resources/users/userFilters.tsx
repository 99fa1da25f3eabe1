import { USER_TABLE_STATUS_FILTERS, humanize } from '@gruha/shared'
import { SearchInput, SelectInput } from 'react-admin'
import { userRoleChoices } from './choices'

/** Spec 002's table status filter: active and inactive (account), pending, verified and rejected (verification). */
const tableStatusChoices = USER_TABLE_STATUS_FILTERS.filter((s) => s !== 'all').map((id) => ({ id, name: humanize(id) }))

/**
 * List filters, sent as `filter={"q":..,"role":..,"table_status":..}`; the API maps the table
 * status onto the account status or the verification status.
 */
export const userFilters = [
  <SearchInput key="q" source="q" placeholder="Search users" alwaysOn />,
  <SelectInput key="role" source="role" label="User Type" choices={userRoleChoices} alwaysOn />,
  <SelectInput key="table_status" source="table_status" label="Status" choices={tableStatusChoices} alwaysOn />,
]
