import HomeWorkIcon from '@mui/icons-material/HomeWork'
import type { ResourceProps } from 'react-admin'
import { PropertyCreate } from './PropertyCreate'
import { PropertyEdit } from './PropertyEdit'
import { PropertyList } from './PropertyList'
import { PropertyShow } from './PropertyShow'
import type { PropertyRecord } from './choices'

const properties: Omit<ResourceProps, 'name'> = {
  list: PropertyList,
  show: PropertyShow,
  create: PropertyCreate,
  edit: PropertyEdit,
  icon: HomeWorkIcon,
  options: { label: 'Properties' },
  recordRepresentation: (record: PropertyRecord) => record.title,
}

export default properties
