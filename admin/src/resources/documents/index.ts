import DescriptionIcon from '@mui/icons-material/Description'
import type { ResourceProps } from 'react-admin'
import { DocumentList } from './DocumentList'

const documents: Omit<ResourceProps, 'name'> = {
  list: DocumentList,
  icon: DescriptionIcon,
  options: { label: 'Documents' },
}

export default documents
