import EventIcon from '@mui/icons-material/Event'
import type { ResourceProps } from 'react-admin'
import { BookingCreate } from './BookingCreate'
import { BookingEdit } from './BookingEdit'
import { BookingList } from './BookingList'
import { BookingShow } from './BookingShow'
import type { BookingRecord } from './common'

const bookings: Omit<ResourceProps, 'name'> = {
  list: BookingList,
  show: BookingShow,
  create: BookingCreate,
  edit: BookingEdit,
  icon: EventIcon,
  options: { label: 'Bookings' },
  recordRepresentation: (record: BookingRecord) => `${record.property_title ?? 'Booking'} #${record.id}`,
}

export default bookings
