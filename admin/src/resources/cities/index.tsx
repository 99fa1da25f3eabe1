import LocationCityIcon from '@mui/icons-material/LocationCity'
import { citySchema, MESSAGES } from '@gruha/shared'
import type { ResourceProps } from 'react-admin'
import { Datagrid, FunctionField, SearchInput, SelectInput, TextField } from 'react-admin'
import { LocationCreate, LocationEdit } from '../locations/LocationForm'
import { LocationList, statusAndActions } from '../locations/LocationList'
import { CityInputs, cityStateChoices } from './CityInputs'

const M = MESSAGES.admin.cities
type City = { id: number; name: string; state: string; latitude: number | null; longitude: number | null; is_active: boolean }

const cityFilters = [
  <SearchInput key="q" source="q" placeholder="Search cities" alwaysOn />,
  <SelectInput key="state" source="state" label="State" choices={cityStateChoices} alwaysOn />,
  <SelectInput
    key="is_active"
    source="is_active"
    label="Status"
    choices={[
      { id: true, name: 'Active' },
      { id: false, name: 'Inactive' },
    ]}
    alwaysOn
  />,
]

const coordinates = (c: City) => `${Number(c.latitude ?? 0).toFixed(4)}, ${Number(c.longitude ?? 0).toFixed(4)}`

/** Cities management: city, state, coordinates, the Active toggle, edit and delete. */
const CityList = () => (
  <LocationList title="Cities" addLabel="Add City" filters={cityFilters}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" label="City" />
      <TextField source="state" label="State" />
      <FunctionField<City> label="Coordinates" render={coordinates} />
      {statusAndActions(M)}
    </Datagrid>
  </LocationList>
)

const CityCreate = () => (
  <LocationCreate title="Add City" schema={citySchema} messages={M}>
    <CityInputs />
  </LocationCreate>
)

const CityEdit = () => (
  <LocationEdit title="Edit City" schema={citySchema} messages={M} confirmDelete={M.confirmDelete}>
    <CityInputs />
  </LocationEdit>
)

const cities: Omit<ResourceProps, 'name'> = {
  list: CityList,
  create: CityCreate,
  edit: CityEdit,
  icon: LocationCityIcon,
  options: { label: 'Cities' },
  recordRepresentation: 'name',
}

export default cities
