import { Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import type { Row } from './types'

export type Column = { label: string; render: (row: Row) => string }

type RecentTableProps = { title: string; rows: Row[]; columns: Column[]; linkTo?: (row: Row) => string }

/** 'Recent Users', 'Recent Properties', ...: the latest 10 of a card, as a compact table. */
export const RecentTable = ({ title, rows, columns, linkTo }: RecentTableProps) => (
  <Card>
    <CardHeader title={title} slotProps={{ title: { variant: 'h6' } }} />
    <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Nothing yet.</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label}>{c.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((c, i) => (
                  <TableCell key={c.label}>{i === 0 && linkTo ? <Link to={linkTo(row)}>{c.render(row)}</Link> : c.render(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </CardContent>
  </Card>
)
