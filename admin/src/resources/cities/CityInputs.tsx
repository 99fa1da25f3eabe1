import { CITY_STATES } from '@gruha/shared'
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin'

export const cityStateChoices = CITY_STATES.map((name) => ({ id: name, name }))

/** The fields of Add City and Edit City (spec 002 §3, §5). */
export const CityInputs = () => (
  <>
    <TextInput source="name" label="City Name" isRequired />
    <SelectInput source="state" label="State" choices={cityStateChoices} isRequired />
    <NumberInput source="latitude" label="Latitude" defaultValue={0} step={0.0001} />
    <NumberInput source="longitude" label="Longitude" defaultValue={0} step={0.0001} />
    <TextInput source="image_url" label="Image URL" helperText="https://… or a site path such as /media/hyderabad.jpg" />
    <BooleanInput source="is_active" label="Active" defaultValue />
  </>
)
