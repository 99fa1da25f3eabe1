import AddHomeIcon from '@mui/icons-material/AddHome'
import PeopleIcon from '@mui/icons-material/People'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { Button, Card, CardContent, CardHeader } from '@mui/material'
import { useBasename } from 'react-admin'
import { Link } from 'react-router-dom'

/** Quick Actions: Add New User, Add New Property, Manage Users (the users tab). */
export const QuickActions = () => {
  const base = useBasename()
  return (
    <Card>
      <CardHeader title="Quick Actions" slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 0 }}>
        <Button component={Link} to={`${base}/users/create`} variant="contained" startIcon={<PersonAddIcon />}>
          Add New User
        </Button>
        <Button component={Link} to={`${base}/properties/create`} variant="contained" color="secondary" startIcon={<AddHomeIcon />}>
          Add New Property
        </Button>
        <Button component={Link} to={`${base}/users`} variant="outlined" startIcon={<PeopleIcon />}>
          Manage Users
        </Button>
      </CardContent>
    </Card>
  )
}
