import NotificationsIcon from '@mui/icons-material/Notifications'
import { Card, CardContent, CardHeader, List, ListItem, ListItemText, Typography } from '@mui/material'
import { formatDateTime } from './format'
import type { Row } from './types'

/** Recent Notifications: the admin's first 5 (spec 002 §9), newest first. */
export const RecentNotifications = ({ notifications }: { notifications: Row[] }) => (
  <Card data-testid="recent-notifications">
    <CardHeader avatar={<NotificationsIcon color="primary" />} title="Recent Notifications" slotProps={{ title: { variant: 'h6' } }} />
    <CardContent sx={{ pt: 0 }}>
      {notifications.length === 0 ? (
        <Typography color="text.secondary">No notifications.</Typography>
      ) : (
        <List dense disablePadding>
          {notifications.map((n) => (
            <ListItem key={n.id} disableGutters divider>
              <ListItemText
                primary={String(n.title ?? '')}
                secondary={`${n.message ? `${String(n.message)} · ` : ''}${formatDateTime(n.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </CardContent>
  </Card>
)
