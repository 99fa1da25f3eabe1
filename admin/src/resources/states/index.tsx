import MapIcon from '@mui/icons-material/Map'
import { MESSAGES, STATE_REGIONS, stateSchema } from '@gruha/shared'
import type { ResourceProps } from 'react-admin'
import { BooleanInput, Datagrid, SearchInput, SelectInput, TextField, TextInput } from 'react-admin'
import { LocationCreate, LocationEdit } from '../locations/LocationForm'
import { LocationList, statusAndActions } from '../locations/LocationList'
import { StateSummary } from './StateSummary'

const M = MESSAGES.admin.states
const regionChoices = STATE_REGIONS.map((r) => ({ id: r, name: r }))

const stateFilters = [
  <SearchInput key="q" source="q" placeholder="Search states" alwaysOn />,
  <SelectInput key="region" source="region" label="Region" choices={regionChoices} alwaysOn />,
]

/** States management: the four summary cards, then name, code, region, status and actions. */
const StateList = () => (
  <LocationList title="States" addLabel="Add State" filters={stateFilters}>
    <StateSummary />
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" label="Name" />
      <TextField source="code" label="Code" />
      <TextField source="region" label="Region" />
      {statusAndActions(M)}
    </Datagrid>
  </LocationList>
)

/** Name, a 2-letter code (upper-cased as typed), region and Active. */
const StateInputs = () => (
  <>
    <TextInput source="name" label="State Name" isRequired />
    <TextInput
      source="code"
      label="State Code"
      isRequired
      parse={(v: string) => v.toUpperCase()}
      slotProps={{ htmlInput: { maxLength: 2 } }}
      helperText="2 letters, e.g. TG"
    />
    <SelectInput source="region" label="Region" choices={regionChoices} isRequired />
    <BooleanInput source="is_active" label="Active" defaultValue />
  </>
)

const StateCreate = () => (
  <LocationCreate title="Add State" schema={stateSchema} messages={M}>
    <StateInputs />
  </LocationCreate>
)

const StateEdit = () => (
  <LocationEdit title="Edit State" schema={stateSchema} messages={M} confirmDelete={M.confirmDelete}>
    <StateInputs />
  </LocationEdit>
)

const states: Omit<ResourceProps, 'name'> = {
  list: StateList,
  create: StateCreate,
  edit: StateEdit,
  icon: MapIcon,
  options: { label: 'States' },
  recordRepresentation: 'name',
}

export default states
