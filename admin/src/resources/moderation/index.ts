import GavelIcon from '@mui/icons-material/Gavel'
import type { ResourceProps } from 'react-admin'
import { ModerationList } from './ModerationList'
import { ModerationShow } from './ModerationShow'

const moderation: Omit<ResourceProps, 'name'> = {
  list: ModerationList,
  show: ModerationShow,
  icon: GavelIcon,
  options: { label: 'Moderation' },
}

export default moderation
