import AssignmentIndIcon from '@mui/icons-material/AssignmentInd'
import type { ResourceProps } from 'react-admin'
import { AgentAssignments } from './AgentAssignments'

export { AssignAgentButton } from './AssignAgentButton'

const agentAssignments: Omit<ResourceProps, 'name'> = {
  list: AgentAssignments,
  icon: AssignmentIndIcon,
  options: { label: 'Agent Assignments' },
}

export default agentAssignments
