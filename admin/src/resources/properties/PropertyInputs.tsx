import AddIcon from '@mui/icons-material/Add'
import { Box, Button, Card, CardContent, Typography } from '@mui/material'
import {
  MESSAGES,
  isListingTypeLocked,
  propertyFormSections,
  type ListingType,
  type PropertyFieldDef,
  type PropertyFormSection,
  type PropertyType,
} from '@gruha/shared'
import { useEffect } from 'react'
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  useSimpleFormIterator,
  type Validator,
} from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { GpsButton } from './GpsButton'
import { ImagesInput } from './ImagesInput'
import { OwnerInput } from './OwnerInput'

const P = MESSAGES.properties
const AP = MESSAGES.admin.properties

/** The spec's message for each required field. */
const REQUIRED_MESSAGES: Record<string, string> = {
  title: P.titleRequired,
  description: P.descriptionRequired,
  property_type: P.propertyTypeRequired,
  listing_type: P.listingTypeRequired,
  area_sqft: P.areaRequired,
  address: P.addressRequired,
  city: P.cityRequired,
  zip_code: AP.zipRequired,
  price: P.salePriceRequired,
  monthly_rent: P.monthlyRentRequired,
  plot_area_sqft: AP.plotAreaRequired,
}

/** Free-text lists are typed comma-separated. */
const listFormat = (v: unknown) => (Array.isArray(v) ? v.join(', ') : (v ?? ''))
const listParse = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

const FieldInput = ({ def, isRequired, locked }: { def: PropertyFieldDef; isRequired: boolean; locked: boolean }) => {
  const validate: Validator[] | undefined = isRequired ? [required(REQUIRED_MESSAGES[def.name])] : undefined
  const common = { source: def.name, label: def.label, validate, fullWidth: true, placeholder: def.placeholder }
  const choices = def.choices?.map((c) => ({ id: c.value, name: c.label })) ?? []
  switch (def.kind) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />
    case 'decimal':
      return <NumberInput {...common} min={def.name === 'latitude' || def.name === 'longitude' ? undefined : 0} />
    case 'integer':
      return <NumberInput {...common} min={0} step={1} />
    case 'select':
      return <SelectInput {...common} choices={choices} disabled={def.name === 'listing_type' && locked} emptyText="-" />
    case 'boolean':
      return <BooleanInput source={def.name} label={def.label} />
    case 'date':
      return <DateInput {...common} />
    case 'tags':
      return <TextInput {...common} format={listFormat} parse={listParse} helperText="Separate with commas" />
    case 'checklist':
      return <CheckboxGroupInput source={def.name} label={def.label} choices={choices} />
    default:
      return <TextInput {...common} />
  }
}

/** Custom Sections' add button, with its name written out (react-admin's is a bare '+'). */
const AddSectionButton = () => {
  const { add } = useSimpleFormIterator()
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      Add Section
    </Button>
  )
}

const SectionCard = ({ section, locked, mode }: { section: PropertyFormSection; locked: boolean; mode: 'create' | 'edit' }) => {
  const fields = section.fields.filter((f) => f.name !== 'owner')
  // Title spans the card like Description and comes first, as on the site's form.
  const inline = fields.filter((f) => f.kind !== 'textarea' && f.kind !== 'checklist' && f.kind !== 'tags' && f.name !== 'title')
  // An owner's listing may have no PIN code (the site's form leaves it optional): required on Add only.
  const isRequired = (name: string) => (section.required as readonly string[]).includes(name) && !(mode === 'edit' && name === 'zip_code')
  const allowPlatform = mode === 'edit'
  const wide = fields.filter((f) => !inline.includes(f))
  return (
    <Card variant="outlined" sx={{ width: '100%', mb: 2 }} data-testid={`section-${section.key}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {section.title}
          </Typography>
          {section.key === 'location' ? <GpsButton /> : null}
        </Box>
        {section.key === 'owner' ? <OwnerInput allowPlatform={allowPlatform} /> : null}
        {section.key === 'sections' ? (
          <ArrayInput source="sections" label={false}>
            <SimpleFormIterator inline disableReordering addButton={<AddSectionButton />}>
              <TextInput source="title" label="Section Title" validate={required(P.sectionTitleRequired)} />
              <TextInput source="content" label="Content" multiline sx={{ minWidth: 320 }} />
            </SimpleFormIterator>
          </ArrayInput>
        ) : null}
        {section.key === 'images' ? <ImagesInput /> : null}
        {wide.map((def) => (
          <FieldInput key={def.name} def={def} isRequired={isRequired(def.name)} locked={locked} />
        ))}
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {inline.map((def) => (
            <FieldInput key={def.name} def={def} isRequired={isRequired(def.name)} locked={locked} />
          ))}
        </Box>
      </CardContent>
    </Card>
  )
}

/**
 * The whole property form, from the shared definitions (shared/src/property-form.ts): Basic
 * Information, the type's details, pricing (price for SALE; rent, deposit and Available From for
 * RENT), amenities (not for plot), custom sections, location with the GPS button, owner and
 * status, and images. Land and plot are forced to SALE with the selector disabled.
 */
export const PropertyInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const type = useWatch({ name: 'property_type' }) as PropertyType | undefined
  const listing = useWatch({ name: 'listing_type' }) as ListingType | undefined
  const { setValue } = useFormContext()
  const locked = isListingTypeLocked(type)
  useEffect(() => {
    if (locked && listing !== 'SALE') setValue('listing_type', 'SALE', { shouldDirty: true })
  }, [locked, listing, setValue])
  if (!type) return null
  return (
    <Box sx={{ width: '100%', maxWidth: 1100 }}>
      {propertyFormSections(type, listing, 'admin').map((section) => (
        <SectionCard key={section.key} section={section} locked={locked} mode={mode} />
      ))}
    </Box>
  )
}
