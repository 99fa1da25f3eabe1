import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material'
import { useState } from 'react'
import { FunctionField, Labeled, TextField, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { todayInIndia } from '@gruha/shared'
import { DateField } from '../../common/DateField'
import { useConsoleDataProvider } from '../../providers/dataProvider'
import { serverFieldErrors, serverMessage } from '../../providers/serverErrors'

type TrustRecord = { id: number; visited_at?: string | null; visit_note?: string | null; rera_flagged?: boolean | null }

/** "Record field visit": the date and a note of what was seen; the listing then shows its "Visited" tier (issue 23). */
export const RecordVisitButton = () => {
  const record = useRecordContext<TrustRecord>()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [date, setDate] = useState(() => todayInIndia())
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  if (!record) return null
  const save = async () => {
    setBusy(true)
    try {
      await dataProvider.recordSiteVisit(record.id, { visited_at: date, visit_note: note })
      notify('Field visit recorded', { type: 'success' })
      setOpen(false)
      setErrors({})
      refresh()
    } catch (error) {
      setErrors(serverFieldErrors(error))
      notify(serverMessage(error) ?? 'Could not record the visit', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Record field visit
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="visit-title" fullWidth maxWidth="sm">
        <DialogTitle id="visit-title">Record field visit</DialogTitle>
        <DialogContent>
          <MuiTextField
            label="Visit date"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={Boolean(errors.visited_at)}
            helperText={errors.visited_at}
            fullWidth
            margin="normal"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <MuiTextField
            label="What was seen"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={Boolean(errors.visit_note)}
            helperText={errors.visit_note}
            fullWidth
            multiline
            minRows={3}
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={save} disabled={busy}>
            Save visit
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

/** The listing's verification tiers, freshness and RERA check, read-only, with the field-visit action. */
export const VerificationTab = () => (
  <Box>
    <DateField dateOnly source="owner_id_checked_at" label="Owner ID checked" emptyText="-" />
    <DateField dateOnly source="ownership_document_checked_at" label="Ownership document seen" emptyText="-" />
    <DateField dateOnly source="visited_at" label="Visited" emptyText="-" />
    <TextField source="visit_note" label="Visit note" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    <Box sx={{ my: 1 }}>
      <RecordVisitButton />
    </Box>
    <DateField dateOnly source="last_confirmed_at" label="Last confirmed" emptyText="-" />
    <DateField dateOnly source="expired_at" label="Expired" emptyText="-" />
    <TextField source="rera_number" label="RERA Number" emptyText="-" />
    <Labeled label="RERA check">
      <FunctionField<TrustRecord>
        render={(r) => (r.rera_flagged ? <Chip size="small" color="warning" label="Does not match the current format" /> : <span>-</span>)}
      />
    </Labeled>
  </Box>
)
