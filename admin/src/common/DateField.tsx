import { formatDate, formatDateTime, formatTime } from '@gruha/shared'
import { Typography } from '@mui/material'
import { useFieldValue, type FieldProps } from 'react-admin'

/**
 * The console's one date display (en-IN 'dd/mm/yyyy', 24 h time), from @gruha/shared.
 * `dateOnly` for calendar dates (booking date, date of birth); `showTime` for timestamps;
 * `timeOnly` for a time of day ('10:00:00' -> '10:00').
 */
export const DateField = ({
  dateOnly = false,
  showTime = false,
  timeOnly = false,
  emptyText = '',
  ...props
}: FieldProps & { dateOnly?: boolean; showTime?: boolean; timeOnly?: boolean; emptyText?: string }) => {
  const value = useFieldValue(props)
  const text = timeOnly
    ? formatTime(value)
    : showTime
      ? formatDateTime(value)
      : formatDate(dateOnly && typeof value === 'string' ? value.slice(0, 10) : value)
  return (
    <Typography component="span" variant="body2" className={props.className}>
      {text || emptyText}
    </Typography>
  )
}
