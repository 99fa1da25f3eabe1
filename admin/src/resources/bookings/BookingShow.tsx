import { LABELS } from '@gruha/shared'
import { EditButton, ReferenceField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin'
import { DateField } from '../../common/DateField'
import { BookingShortcut, DeleteBookingButton, bookingStatusChoices } from './common'

const Actions = () => (
  <TopToolbar className="no-print">
    <BookingShortcut />
    <EditButton />
    <DeleteBookingButton />
  </TopToolbar>
)

/** Booking Details. */
export const BookingShow = () => (
  <Show title={LABELS.admin.bookingDetails} actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="id" label="Booking ID" />
      <ReferenceField source="property" reference="properties" label="Property" link="show">
        <TextField source="title" />
      </ReferenceField>
      <TextField source="user_name" label="Customer" emptyText="-" />
      <TextField source="user_email" label="Customer Email" emptyText="-" />
      <TextField source="agent_name" label="Agent" emptyText="Not assigned" />
      <DateField source="booking_date" label="Date" dateOnly />
      <DateField source="booking_time" label="Time" timeOnly />
      <SelectField source="status" label="Status" choices={bookingStatusChoices} />
      <TextField source="notes" label="Customer Notes" emptyText="-" />
      <TextField source="agent_notes" label="Notes" emptyText="-" />
      <DateField source="createdAt" label="Requested" showTime />
    </SimpleShowLayout>
  </Show>
)
