import ChatIcon from '@mui/icons-material/Chat'
import type { ResourceProps } from 'react-admin'
import { InquiryList } from './InquiryList'
import { InquiryShow } from './InquiryShow'
import type { InquiryRecord } from './common'

/** Inquiries: list and view only (the assign-agent action is added by the assignments screens). */
const inquiries: Omit<ResourceProps, 'name'> = {
  list: InquiryList,
  show: InquiryShow,
  icon: ChatIcon,
  options: { label: 'Inquiries' },
  recordRepresentation: (record: InquiryRecord) => record.name ?? `Inquiry #${record.id}`,
}

export default inquiries
