import AddIcon from '@mui/icons-material/PersonAdd'
import PeopleIcon from '@mui/icons-material/People'
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardHeader,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { Link, Title, useCreatePath, useGetList } from 'react-admin'
import { userRoleChoices } from '../resources/users/choices'
import { userFullName, type User } from '../resources/users/types'

/** Spec 002 §9: dashboard recent lists show 10. */
const RECENT_LIMIT = 10

const roleName = (role?: string) => userRoleChoices.find((choice) => choice.id === role)?.name ?? role ?? ''

/** Total users, read from the `total` of a one-row getList; nothing is shown that the API did not return. */
const TotalUsersCard = () => {
  const createPath = useCreatePath()
  const { total, isPending, error } = useGetList<User>('users', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  })
  return (
    <Card>
      <CardActionArea component={Link} to={createPath({ resource: 'users', type: 'list' })}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <PeopleIcon color="primary" sx={{ fontSize: 40 }} />
          <Box>
            <Typography variant="body2" color="text.secondary">
              Total Users
            </Typography>
            <Typography variant="h4" component="p" data-testid="total-users">
              {isPending ? <Skeleton width={60} /> : error ? '—' : (total ?? '—')}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

const RecentUsers = () => {
  const createPath = useCreatePath()
  const { data, isPending, error } = useGetList<User>('users', {
    pagination: { page: 1, perPage: RECENT_LIMIT },
    sort: { field: 'createdAt', order: 'DESC' },
  })
  return (
    <Card>
      <CardHeader title="Recent Users" slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton variant="rectangular" height={120} />
        ) : error ? (
          <Typography color="error">Failed to load users data. Please check your database connection.</Typography>
        ) : !data || data.length === 0 ? (
          <Typography color="text.secondary">No users yet.</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>User Type</TableCell>
                <TableCell>Joined</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <Link to={createPath({ resource: 'users', type: 'show', id: user.id })}>{userFullName(user) || user.email}</Link>
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{roleName(user.role)}</TableCell>
                  <TableCell>{user.createdAt ? new Date(user.createdAt).toLocaleDateString('en-IN') : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}

const QuickActions = () => {
  const createPath = useCreatePath()
  return (
    <Card>
      <CardHeader title="Quick Actions" slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 0 }}>
        <Button component={Link} to={createPath({ resource: 'users', type: 'create' })} variant="contained" startIcon={<AddIcon />}>
          Add New User
        </Button>
        <Button component={Link} to={createPath({ resource: 'users', type: 'list' })} variant="outlined" startIcon={<PeopleIcon />}>
          Manage Users
        </Button>
      </CardContent>
    </Card>
  )
}

/** Overview. Later issues add the other spec cards (properties, bookings, inquiries, approvals). */
export const Dashboard = () => (
  <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
    <Title title="Dashboard" />
    <TotalUsersCard />
    <Box sx={{ gridColumn: { md: 'span 2' }, gridRow: { md: 'span 2' } }}>
      <RecentUsers />
    </Box>
    <QuickActions />
  </Box>
)
