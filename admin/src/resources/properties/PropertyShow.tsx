import { Box, Chip, Typography } from '@mui/material'
import { LABELS, PROPERTY_FIELDS, PROPERTY_TYPE_DETAIL_FIELDS, type PropertyFieldDef } from '@gruha/shared'
import {
  EditButton,
  FunctionField,
  Labeled,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin'
import { DateField } from '../../common/DateField'
import { AssignAgentButton } from '../assignments'
import { DeletePropertyButton } from './DeletePropertyButton'
import { VerificationTab } from './VerificationTab'
import { listingTypeChoices, priceText, propertyTypeChoices, statusText, type PropertyRecord } from './choices'

const Actions = () => (
  <TopToolbar className="no-print">
    <AssignAgentButton kind="property" />
    <EditButton />
    <DeletePropertyButton />
  </TopToolbar>
)

const valueText = (def: PropertyFieldDef, value: unknown) => {
  if (value === null || value === undefined || value === '') return '-'
  if (def.kind === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length ? value.join(', ') : '-'
  if (def.choices) return def.choices.find((c) => c.value === value)?.label ?? String(value)
  return String(value)
}

/** The type's own details, labelled as in the form. */
const TypeDetails = () => {
  const record = useRecordContext<PropertyRecord & Record<string, unknown>>()
  if (!record) return null
  const names = PROPERTY_TYPE_DETAIL_FIELDS[record.property_type] ?? []
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {names.map((name) => {
        const def = PROPERTY_FIELDS[name] as PropertyFieldDef
        return (
          <Box key={name}>
            <Typography variant="caption" color="text.secondary">
              {def.label}
            </Typography>
            <Typography variant="body2">{valueText(def, record[name])}</Typography>
          </Box>
        )
      })}
    </Box>
  )
}

const Images = () => {
  const record = useRecordContext<PropertyRecord>()
  const files = record?.image_files ?? []
  if (!files.length) return <Typography color="text.secondary">No images</Typography>
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {files.map((f) => (
        <img
          key={f.id}
          src={f.thumbnail ?? f.url ?? ''}
          alt={f.filename ?? ''}
          style={{ width: 200, height: 140, objectFit: 'cover', borderRadius: 8 }}
        />
      ))}
    </Box>
  )
}

const Sections = () => {
  const record = useRecordContext<{ sections?: Array<{ title: string; content: string }> }>()
  const sections = record?.sections ?? []
  if (!sections.length) return <Typography color="text.secondary">No custom sections</Typography>
  return (
    <>
      {sections.map((s, i) => (
        <Box key={i} sx={{ mb: 2 }}>
          <Typography variant="subtitle2">{s.title}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {s.content}
          </Typography>
        </Box>
      ))}
    </>
  )
}

/** Property Details (spec 002 §2). */
export const PropertyShow = () => (
  <Show title={LABELS.admin.propertyDetails} actions={<Actions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Overview">
        <TextField source="custom_id" label="Property ID" emptyText="-" />
        <TextField source="title" label="Title" />
        <TextField source="description" label="Description" sx={{ whiteSpace: 'pre-wrap' }} />
        <SelectField source="property_type" label="Property Type" choices={propertyTypeChoices} />
        <SelectField source="listing_type" label="Listing Type" choices={listingTypeChoices} />
        <FunctionField<PropertyRecord> label="Price" render={(r) => priceText(r)} />
        <FunctionField<PropertyRecord> label="Status" render={(r) => <Chip size="small" label={statusText(r.status)} />} />
        <TextField source="area_sqft" label="Area (sqft)" emptyText="-" />
        <FunctionField<PropertyRecord & { amenities?: string[] }>
          label="Amenities"
          render={(r) => (r.amenities?.length ? r.amenities.join(', ') : '-')}
        />
        <TextField source="owner_name" label="Owner" emptyText="Platform (Gruha)" />
        <TextField source="added_by_name" label="Added By" emptyText="-" />
        <DateField source="createdAt" label="Created" showTime />
        <DateField source="updatedAt" label="Updated" showTime />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Details">
        <TypeDetails />
        <Labeled label="Custom Sections">
          <Sections />
        </Labeled>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Location">
        <TextField source="address" label="Address" />
        <TextField source="city" label="City" />
        <TextField source="district" label="District" emptyText="-" />
        <TextField source="mandal" label="Mandal" emptyText="-" />
        <TextField source="state" label="State" emptyText="-" />
        <TextField source="zip_code" label="Zip Code" emptyText="-" />
        <FunctionField<{ latitude?: number; longitude?: number }>
          label="Coordinates"
          render={(r) => (r.latitude != null && r.longitude != null ? `${r.latitude}, ${r.longitude}` : '-')}
        />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Images">
        <Images />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Verification">
        <VerificationTab />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
)
