import { SearchInput, SelectInput } from 'react-admin'
import { userRoleChoices, userStatusChoices, verificationStatusChoices } from './choices'

/**
 * List filters, sent as `filter={"q":..,"role":..,"status":..,"verification_status":..}`.
 * The spec's single table status filter (active, inactive, pending, verified,
 * rejected) mixes account status and verification state, so it is split into
 * the two server fields.
 */
export const userFilters = [
  <SearchInput key="q" source="q" placeholder="Search users" alwaysOn />,
  <SelectInput key="role" source="role" label="User Type" choices={userRoleChoices} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={userStatusChoices} alwaysOn />,
  <SelectInput key="verification_status" source="verification_status" label="Verification" choices={verificationStatusChoices} alwaysOn />,
]
