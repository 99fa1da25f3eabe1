import { Typography, useMediaQuery, type Theme } from '@mui/material'
import type { ReactElement, ReactNode } from 'react'
import { List, type ListProps } from 'react-admin'
import { ListActions } from './ListActions'
import { DEFAULT_PER_PAGE, ListPagination } from './ListPagination'

/**
 * The generic admin table of spec 002 on react-admin's List: the title bar (Refresh, Add,
 * Export CSV, Print), filters and search, page sizes 10/25/50/100 with at most 5 page buttons,
 * and a card layout (`mobile`) on small screens. Every filter, sort, search and page is sent to
 * the API, which runs it in SQL. List state lives in the URL only, so each tab's URL is shareable.
 * A printout starts with the title, which the screen shows in the app bar (not printed).
 */
export const AppList = ({
  singular,
  mobile,
  desktop,
  tabs,
  create = true,
  actions,
  ...props
}: Omit<ListProps, 'children' | 'actions'> & {
  singular: string
  mobile: ReactElement
  desktop: ReactElement
  tabs?: ReactNode
  create?: boolean
  actions?: ReactNode
}) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  return (
    <List
      perPage={DEFAULT_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<ListPagination />}
      actions={
        <ListActions singular={singular} create={create}>
          {actions}
        </ListActions>
      }
      storeKey={false}
      {...props}
    >
      {typeof props.title === 'string' ? (
        <Typography variant="h5" component="p" className="print-only" sx={{ px: 2, pt: 2 }}>
          {props.title}
        </Typography>
      ) : null}
      {tabs}
      {isSmall ? mobile : desktop}
    </List>
  )
}
