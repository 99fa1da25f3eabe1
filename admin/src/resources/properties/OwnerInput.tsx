import { Alert, FormControlLabel, Switch } from '@mui/material'
import { MESSAGES } from '@gruha/shared'
import { AutocompleteInput, ReferenceInput, required, useGetList } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'

/** Spec 002 §5: owners are active sellers and agents. */
export const OWNER_FILTER = { role: ['seller', 'agent'], status: 'active' }

type Owner = { id: number; first_name?: string; last_name?: string; email?: string; role?: string; custom_id?: string | null }
const ownerText = (u: Owner) => `${[u.first_name, u.last_name].filter(Boolean).join(' ')} (${u.role ?? ''}) - ${u.email ?? ''}`

/**
 * The property owner: a searchable choice of active sellers and agents (searched on the
 * server, 25 at a time). Edit also offers the platform (no owner). With no possible owner the
 * spec's message is shown.
 */
export const OwnerInput = ({ allowPlatform }: { allowPlatform: boolean }) => {
  const { total, isPending } = useGetList('users', { filter: OWNER_FILTER, pagination: { page: 1, perPage: 1 } })
  const { setValue } = useFormContext()
  const owner = useWatch({ name: 'owner' })
  const platform = allowPlatform && (owner === null || owner === undefined || owner === '')
  return (
    <>
      {!isPending && total === 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {MESSAGES.admin.properties.noOwners}
        </Alert>
      ) : null}
      {allowPlatform ? (
        <FormControlLabel
          control={<Switch checked={platform} onChange={(e) => setValue('owner', e.target.checked ? null : '', { shouldDirty: true })} />}
          label="Platform-owned (Gruha)"
        />
      ) : null}
      {platform ? null : (
        <ReferenceInput source="owner" reference="users" filter={OWNER_FILTER} sort={{ field: 'first_name', order: 'ASC' }} perPage={25}>
          <AutocompleteInput
            label="Property Owner"
            optionText={ownerText}
            filterToQuery={(q) => ({ q })}
            validate={allowPlatform ? undefined : required(MESSAGES.admin.properties.ownerRequired)}
            fullWidth
          />
        </ReferenceInput>
      )}
    </>
  )
}
