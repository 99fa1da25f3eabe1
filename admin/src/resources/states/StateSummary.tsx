import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material'
import { useEffect } from 'react'
import { useListContext } from 'react-admin'
import { useAdminJson } from '../../dashboard/useAdminJson'

type Summary = { total: number; active: number; inactive: number; regions: number }

const CARDS: Array<[keyof Summary, string]> = [
  ['total', 'Total States'],
  ['active', 'Active States'],
  ['inactive', 'Inactive States'],
  ['regions', 'Regions'],
]

/** The four summary cards above the States table, counted on the server; they follow the table's changes. */
export const StateSummary = () => {
  const { data, refetch } = useAdminJson<Summary>('states-summary')
  const { data: rows } = useListContext()
  useEffect(() => {
    void refetch()
  }, [rows, refetch])
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }} className="no-print">
      {CARDS.map(([key, label]) => (
        <Card key={key} data-testid={`states-${key}`}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p">
              {data ? data[key] : <Skeleton width={40} />}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  )
}
