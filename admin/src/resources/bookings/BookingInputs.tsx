import { Box } from '@mui/material'
import { MESSAGES } from '@gruha/shared'
import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, TextInput, required } from 'react-admin'
import { bookingStatusChoices } from './common'

/** Spec 002 §5: customers are active buyers; agents are active and verified. */
export const CUSTOMER_FILTER = { role: 'buyer', status: 'active' }
export const AGENT_FILTER = { role: 'agent', status: 'active', verification_status: ['verified', 'approved'] }
export const PROPERTY_FILTER = { status: 'active' }

type Person = { first_name?: string; last_name?: string; custom_id?: string | null; email?: string }
type Listing = { title?: string; custom_id?: string | null; city?: string | null }
const personText = (u: Person) => `${[u.first_name, u.last_name].filter(Boolean).join(' ')} (${u.custom_id ?? '-'}) - ${u.email ?? ''}`
const listingText = (p: Listing) => `${p.title ?? ''} (${p.custom_id ?? '-'}) - ${p.city ?? ''}`
const search = (q: string) => ({ q })

/** 'HH:MM' from the time input is stored as 'HH:MM:SS'. */
const parseTime = (v: string) => (/^\d{2}:\d{2}$/.test(v) ? `${v}:00` : v)

/**
 * Add and Edit Booking: property (active, as title, custom id, city), customer (active buyers:
 * name, custom id, e-mail), optional agent (active, verified), date and time; Edit adds status
 * and notes. Every choice is searched on the server, 25 at a time.
 */
export const BookingInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const requiredMessage = mode === 'create' ? MESSAGES.admin.bookings.requiredFields : undefined
  const need = (message?: string) => [required(message ?? requiredMessage)]
  return (
    <Box sx={{ width: '100%', maxWidth: 800 }}>
      <ReferenceInput source="property" reference="properties" filter={PROPERTY_FILTER} perPage={25}>
        <AutocompleteInput
          label="Property"
          optionText={listingText}
          filterToQuery={search}
          validate={need(mode === 'edit' ? MESSAGES.admin.bookings.propertyRequired : undefined)}
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput source="user" reference="users" filter={CUSTOMER_FILTER} perPage={25}>
        <AutocompleteInput
          label="Customer"
          optionText={personText}
          filterToQuery={search}
          validate={need(mode === 'edit' ? MESSAGES.admin.bookings.customerRequired : undefined)}
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput source="agent" reference="users" filter={AGENT_FILTER} perPage={25}>
        <AutocompleteInput label="Agent (optional)" optionText={personText} filterToQuery={search} fullWidth />
      </ReferenceInput>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateInput
          source="booking_date"
          label="Date"
          validate={need(mode === 'edit' ? MESSAGES.admin.bookings.dateTimeRequired : undefined)}
          fullWidth
        />
        <TextInput
          source="booking_time"
          label="Time"
          type="time"
          parse={parseTime}
          validate={need(mode === 'edit' ? MESSAGES.admin.bookings.dateTimeRequired : undefined)}
          fullWidth
        />
      </Box>
      {mode === 'edit' ? (
        <>
          <SelectInput source="status" label="Status" choices={bookingStatusChoices} validate={required()} fullWidth />
          <TextInput source="agent_notes" label="Notes" multiline minRows={3} fullWidth />
        </>
      ) : null}
    </Box>
  )
}
