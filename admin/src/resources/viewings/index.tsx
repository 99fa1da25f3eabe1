import EventIcon from '@mui/icons-material/Event'
import { Box } from '@mui/material'
import type { ResourceProps } from 'react-admin'
import { Title } from 'react-admin'
import { ViewingsPanel } from './ViewingsPanel'

const ViewingList = () => (
  <Box sx={{ mt: 2 }}>
    <Title title="Viewings" />
    <ViewingsPanel />
  </Box>
)

const viewings: Omit<ResourceProps, 'name'> = { list: ViewingList, icon: EventIcon, options: { label: 'Viewings' } }

export default viewings
