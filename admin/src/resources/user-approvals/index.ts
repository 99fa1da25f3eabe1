import HowToRegIcon from '@mui/icons-material/HowToReg'
import type { ResourceProps } from 'react-admin'
import { UserApprovalList } from './UserApprovalList'

const userApprovals: Omit<ResourceProps, 'name'> = {
  list: UserApprovalList,
  icon: HowToRegIcon,
  options: { label: 'User Approvals' },
}

export default userApprovals
