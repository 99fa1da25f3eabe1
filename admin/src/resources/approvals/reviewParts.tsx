import RateReviewIcon from '@mui/icons-material/RateReview'
import { Button, TextField } from '@mui/material'
import { useState, type ReactNode } from 'react'
import { useRecordContext } from 'react-admin'

/** A row button that opens a dialog for the row's record (clicks do not reach the row). */
export function RecordDialogButton<T>({
  label = 'Review',
  icon = <RateReviewIcon />,
  dialog,
}: {
  label?: string
  icon?: ReactNode
  dialog: (record: T, close: () => void) => ReactNode
}) {
  const record = useRecordContext<T & Record<string, unknown>>()
  const [open, setOpen] = useState(false)
  if (!record) return null
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? dialog(record, () => setOpen(false)) : null}
    </span>
  )
}

/** An agent's licence number on approval: typed, or left empty to generate the next H&O number. */
export const LicenseNumberField = ({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) => (
  <TextField
    label="Licence number"
    value={value}
    onChange={(e) => onChange(e.target.value)}
    helperText={error ?? 'Leave empty to generate the next H&O number.'}
    error={Boolean(error)}
    size="small"
  />
)
