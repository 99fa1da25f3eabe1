import FactCheckIcon from '@mui/icons-material/FactCheck'
import type { ResourceProps } from 'react-admin'
import { ApprovalList } from './ApprovalList'

const approvals: Omit<ResourceProps, 'name'> = {
  list: ApprovalList,
  icon: FactCheckIcon,
  options: { label: 'Admin Approvals' },
}

export default approvals
