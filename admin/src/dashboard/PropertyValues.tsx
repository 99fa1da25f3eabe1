import PaymentsIcon from '@mui/icons-material/Payments'
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material'
import { rupees } from './format'
import type { DashboardData } from './types'

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" component="p" data-testid={testId}>
      {value}
    </Typography>
  </Box>
)

/** Property Values: total and average sale value, total and average monthly rent. */
export const PropertyValues = ({ values }: { values: DashboardData['propertyValues'] }) => (
  <Card>
    <CardHeader avatar={<PaymentsIcon color="primary" />} title="Property Values" slotProps={{ title: { variant: 'h6' } }} />
    <CardContent sx={{ pt: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      <Figure label="Total Sale Value" value={rupees(values.totalSaleValue)} testId="total-sale-value" />
      <Figure label="Average Sale Price" value={rupees(values.averagePrice)} testId="average-price" />
      <Figure label="Total Monthly Rent" value={rupees(values.totalRentValue)} testId="total-rent-value" />
      <Figure label="Average Rent" value={values.averageRent ? `${rupees(values.averageRent)}/month` : 'N/A'} testId="average-rent" />
    </CardContent>
  </Card>
)
