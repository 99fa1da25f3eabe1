import { Chip } from '@mui/material'
import { Datagrid, FunctionField, SearchInput, SelectInput, SimpleList, TextField, WrapperField } from 'react-admin'
import { AppList } from '../../common/AppList'
import { DateField } from '../../common/DateField'
import { FilterTabs } from '../../common/FilterTabs'
import { RowActions, rowActionsColumn } from '../../common/RowActions'
import { listDatagridSx } from '../../common/datagridSx'
import { BOOKING_STATUS_LABELS, formatDate, formatTime } from '@gruha/shared'
import { TOUR_TABS } from '../../layout/menuItems'
import { BookingBulkActions } from './BookingBulkActions'
import { bookingExporter } from './bookingCsv'
import { BookingShortcut, DeleteBookingButton, bookingStatusChoices, type BookingRecord } from './common'

const filters = [
  <SearchInput key="q" source="q" placeholder="Search bookings" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={bookingStatusChoices} />,
]

const tabs = [
  ...TOUR_TABS.filter((t) => t.filter).map((t) => ({ key: t.key, label: t.label, filter: t.filter ?? {} })),
  { key: 'cancelled-tours', label: 'Cancelled', filter: { status: 'cancelled' } },
  { key: 'bookings', label: 'All Bookings', filter: {} },
]

/** Tours: pending, confirmed, completed (and cancelled) tabs over all bookings. */
export const BookingList = () => (
  <AppList
    title="Bookings"
    singular="Booking"
    filters={filters}
    sort={{ field: 'booking_date', order: 'DESC' }}
    exporter={bookingExporter}
    tabs={<FilterTabs tabs={tabs} />}
    empty={false}
    mobile={
      <SimpleList<BookingRecord>
        primaryText={(r) => r.property_title ?? `#${r.property}`}
        secondaryText={(r) =>
          `${r.user_name ?? ''} · ${formatDate(String(r.booking_date ?? '').slice(0, 10))} ${formatTime(r.booking_time)}`
        }
        tertiaryText={(r) => BOOKING_STATUS_LABELS[r.status] ?? r.status}
        // A function, so the row is a button and not a link around the shortcut's own button.
        rowClick={() => 'show'}
        rightIcon={() => <BookingShortcut />}
      />
    }
    desktop={
      <Datagrid
        rowClick="show"
        bulkActionButtons={<BookingBulkActions />}
        sx={listDatagridSx('id', 'booking_date', 'booking_time', 'status')}
      >
        <TextField source="id" label="ID" />
        <TextField source="property_title" label="Property" sortable={false} />
        <TextField source="user_name" label="Customer" sortable={false} />
        <TextField source="agent_name" label="Agent" sortable={false} emptyText="-" />
        <DateField source="booking_date" label="Date" dateOnly />
        <DateField source="booking_time" label="Time" timeOnly />
        <FunctionField<BookingRecord>
          source="status"
          label="Status"
          render={(r) => <Chip size="small" label={BOOKING_STATUS_LABELS[r.status] ?? r.status} />}
        />
        <WrapperField {...rowActionsColumn}>
          <RowActions remove={<DeleteBookingButton redirect={false} />}>
            <BookingShortcut />
          </RowActions>
        </WrapperField>
      </Datagrid>
    }
  />
)
