import PeopleIcon from '@mui/icons-material/People'
import type { ResourceProps } from 'react-admin'
import { UserCreate } from './UserCreate'
import { UserEdit } from './UserEdit'
import { UserList } from './UserList'
import { UserShow } from './UserShow'
import { userFullName, type User } from './types'

const users: Omit<ResourceProps, 'name'> = {
  list: UserList,
  show: UserShow,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  options: { label: 'Users' },
  recordRepresentation: (record: User) => userFullName(record) || record.email,
}

export default users
