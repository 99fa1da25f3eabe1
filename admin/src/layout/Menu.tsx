import AssignmentIndIcon from '@mui/icons-material/AssignmentInd'
import BusinessIcon from '@mui/icons-material/Business'
import ChatIcon from '@mui/icons-material/Chat'
import DescriptionIcon from '@mui/icons-material/Description'
import EventIcon from '@mui/icons-material/Event'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import FactCheckIcon from '@mui/icons-material/FactCheck'
import GavelIcon from '@mui/icons-material/Gavel'
import HistoryIcon from '@mui/icons-material/History'
import HomeWorkIcon from '@mui/icons-material/HomeWork'
import HowToRegIcon from '@mui/icons-material/HowToReg'
import InsightsIcon from '@mui/icons-material/Insights'
import LabelIcon from '@mui/icons-material/Label'
import PeopleIcon from '@mui/icons-material/People'
import PlaceIcon from '@mui/icons-material/Place'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { Collapse, List, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material'
import { useState, type ReactElement } from 'react'
import { DashboardMenuItem, Menu as RaMenu, useBasename, useSidebarState } from 'react-admin'
import { Link, useLocation } from 'react-router-dom'
import { MENU, isEntryActive, isGroup, listUrl, type MenuEntry, type MenuGroup } from './menuItems'

const ICONS: Record<string, ReactElement> = {
  'users-group': <PeopleIcon />,
  'properties-group': <HomeWorkIcon />,
  'tours-group': <EventIcon />,
  inquiries: <ChatIcon />,
  viewings: <VisibilityIcon />,
  'location-group': <PlaceIcon />,
  'user-approvals': <HowToRegIcon />,
  'admin-approvals': <FactCheckIcon />,
  'agent-assignments': <AssignmentIndIcon />,
  documents: <DescriptionIcon />,
  moderation: <GavelIcon />,
  reports: <InsightsIcon />,
  'audit-logs': <HistoryIcon />,
  commercial: <BusinessIcon />,
}

const useCurrentTab = () => {
  const basename = useBasename()
  const location = useLocation()
  const pathname = location.pathname.startsWith(basename) ? location.pathname.slice(basename.length) || '/' : location.pathname
  let filter: Record<string, unknown> = {}
  try {
    const raw = new URLSearchParams(location.search).get('filter')
    if (raw) filter = JSON.parse(raw)
  } catch {
    filter = {}
  }
  return { pathname, filter, basename }
}

const EntryLink = ({ entry, nested = false }: { entry: MenuEntry; nested?: boolean }) => {
  const [open] = useSidebarState()
  const { pathname, filter, basename } = useCurrentTab()
  const selected = isEntryActive(entry, pathname, filter)
  const item = (
    <MenuItem
      component={Link}
      to={`${basename}${listUrl(entry.path, entry.filter)}`}
      selected={selected}
      data-testid={`menu-${entry.key}`}
      sx={{ pl: nested && open ? 4 : 2, py: 0.75, borderRadius: 1, mx: 0.5 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[entry.key] ?? <LabelIcon fontSize="small" />}</ListItemIcon>
      <ListItemText primary={entry.label} slotProps={{ primary: { variant: 'body2', noWrap: true } }} />
    </MenuItem>
  )
  return open ? (
    item
  ) : (
    <Tooltip title={entry.label} placement="right">
      {item}
    </Tooltip>
  )
}

/** A collapsible group of tabs (spec 002 §1: the sidebar has collapsible menus). */
const SubMenu = ({ group }: { group: MenuGroup }) => {
  const [sidebarOpen] = useSidebarState()
  const [isOpen, setExpanded] = useState(true)
  return (
    <>
      <MenuItem
        onClick={() => setExpanded(!isOpen)}
        aria-expanded={isOpen}
        data-testid={`menu-${group.key}`}
        sx={{ py: 0.75, mx: 0.5, borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{isOpen ? <ExpandLessIcon /> : (ICONS[group.key] ?? <ExpandMoreIcon />)}</ListItemIcon>
        <ListItemText
          primary={group.label}
          slotProps={{ primary: { variant: 'overline', sx: { fontWeight: 700, letterSpacing: 0.6, lineHeight: 1.6 } } }}
        />
        {sidebarOpen ? isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" /> : null}
      </MenuItem>
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List component="div" disablePadding>
          {group.entries.map((entry) => (
            <EntryLink key={entry.key} entry={entry} nested />
          ))}
        </List>
      </Collapse>
    </>
  )
}

/** The console's sidebar: Dashboard, then the groups and tabs of spec 002 §2. */
export const Menu = () => (
  <RaMenu>
    <DashboardMenuItem />
    {MENU.map((item) => (isGroup(item) ? <SubMenu key={item.key} group={item} /> : <EntryLink key={item.key} entry={item} />))}
  </RaMenu>
)
