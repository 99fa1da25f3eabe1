import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { Box, Button, Card, CardActionArea, CardContent, Typography } from '@mui/material'
import { DEFAULT_FURNISHING_STATUS, MESSAGES, PROPERTY_TYPES, PROPERTY_TYPE_PICKER, isOneOf, type PropertyType } from '@gruha/shared'
import { Create, SaveButton, SimpleForm, Title, Toolbar, useNotify, useRedirect } from 'react-admin'
import { useSearchParams } from 'react-router-dom'
import { hasFieldErrors } from '../../providers/serverErrors'
import { FillLocationOnOpen } from './GpsButton'
import { PropertyInputs } from './PropertyInputs'
import { toPropertyPayload } from './transform'

/** Step 1: pick the type (grouped as Residential, Commercial, Land and Agricultural). */
const TypeStep = ({ onPick }: { onPick: (type: PropertyType) => void }) => (
  <Box sx={{ mt: 2 }}>
    <Title title="Add Property" />
    <Typography variant="h6" sx={{ mb: 2 }}>
      Step 1 of 2: Select Property Type
    </Typography>
    {PROPERTY_TYPE_PICKER.map((group) => (
      <Box key={group.key} sx={{ mb: 3 }}>
        <Typography variant="overline" color="text.secondary">
          {group.label}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {group.types.map((t) => (
            <Card key={t.value} variant="outlined">
              <CardActionArea onClick={() => onPick(t.value)} data-testid={`pick-${t.value}`}>
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{t.label}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>
    ))}
  </Box>
)

/**
 * Add Property in two steps (spec 002 §2). The chosen type sits in the URL
 * (/admin/properties/create?type=villa), so step 2 can be reloaded or shared.
 */
export const PropertyCreate = () => {
  const [params, setParams] = useSearchParams()
  const notify = useNotify()
  const redirect = useRedirect()
  const raw = params.get('type')
  const type = isOneOf(PROPERTY_TYPES, raw) ? raw : null
  if (!type) return <TypeStep onPick={(t) => setParams({ type: t })} />
  return (
    <Create
      title="Add Property"
      transform={toPropertyPayload}
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notify(MESSAGES.admin.properties.created, { type: 'success' })
          redirect('show', 'properties', data.id)
        },
        onError: (error) => {
          if (!hasFieldErrors(error)) notify(MESSAGES.admin.properties.createFailed, { type: 'error' })
        },
      }}
    >
      <SimpleForm
        defaultValues={{
          property_type: type,
          listing_type: 'SALE',
          status: 'active',
          furnishing_status: DEFAULT_FURNISHING_STATUS,
          road_access: true,
          images: [],
          sections: [],
        }}
        toolbar={
          <Toolbar>
            <SaveButton label="Create Property" />
          </Toolbar>
        }
      >
        <Button startIcon={<ArrowBackIcon />} onClick={() => setParams({})} sx={{ mb: 1 }} data-testid="back-to-type">
          Back to property type
        </Button>
        <Typography variant="h6" sx={{ mb: 1 }}>
          Step 2 of 2: Property Details
        </Typography>
        <FillLocationOnOpen />
        <PropertyInputs mode="create" />
      </SimpleForm>
    </Create>
  )
}
