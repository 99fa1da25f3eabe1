import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  TextField,
  Typography,
} from '@mui/material'
import { ASSIGNMENT_EXPIRY_HOURS, DEFAULT_ASSIGNMENT_EXPIRY_HOURS, MESSAGES } from '@gruha/shared'
import { useEffect, useState } from 'react'
import { useGetList, useNotify, useRefresh } from 'react-admin'
import { useConsoleDataProvider } from '../../providers/dataProvider'
import { serverFieldErrors } from '../../providers/serverErrors'

const AA = MESSAGES.admin.assignments

export type AssignTarget = { kind: 'inquiry' | 'property'; id: number | string; label: string }

type Agent = {
  id: number
  first_name: string | null
  last_name: string | null
  email: string
  city: string | null
  agent_license_number: string | null
}

/** Search text that settles 300 ms after the last key. */
function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * 'Assign Agent to Inquiry' (and to a property), spec 002: active, verified agents (searched on the
 * server) with radio selection, notes, an expiry of 4, 8, 12, 24 (default) or 48 hours, Cancel and
 * Assign Agent. The agent is e-mailed accept and decline links.
 */
export const AssignAgentDialog = ({ target, open, onClose }: { target: AssignTarget; open: boolean; onClose: () => void }) => {
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefresh()
  const [search, setSearch] = useState('')
  const q = useDebounced(search)
  const [agent, setAgent] = useState<string>('')
  const [notes, setNotes] = useState('')
  const [hours, setHours] = useState<number>(DEFAULT_ASSIGNMENT_EXPIRY_HOURS)
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const {
    data: agents,
    isPending,
    error,
  } = useGetList<Agent>(
    'assignable-agents',
    { pagination: { page: 1, perPage: 25 }, sort: { field: 'first_name', order: 'ASC' }, filter: q ? { q } : {} },
    { enabled: open },
  )

  const submit = async () => {
    if (!agent) {
      setErrors({ agent: AA.agentRequired })
      return
    }
    setSaving(true)
    try {
      await dataProvider.assignAgent(target, {
        agent: Number(agent),
        notes,
        expires_in_hours: hours,
      })
      notify(AA.agentAssigned, { type: 'success' })
      refresh()
      onClose()
    } catch (err) {
      setErrors(serverFieldErrors(err))
      notify(AA.assignAgentFailed, { type: 'error' })
    } finally {
      setSaving(false)
    }
  }

  const title = target.kind === 'inquiry' ? 'Assign Agent to Inquiry' : 'Assign Agent to Property'
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-agent-title">
      <DialogTitle id="assign-agent-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {target.label}
        </Typography>
        <TextField
          label="Search agents"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          size="small"
          margin="dense"
          placeholder="Name, e-mail, city or licence number"
        />
        {error ? <Alert severity="error">{AA.loadAgentsFailed}</Alert> : null}
        <Box sx={{ maxHeight: 260, overflowY: 'auto', my: 1 }}>
          {isPending ? (
            <CircularProgress size={24} />
          ) : agents?.length ? (
            <RadioGroup
              name="agent"
              value={agent}
              onChange={(e) => {
                setAgent(e.target.value)
                setErrors({})
              }}
            >
              {agents.map((a) => (
                <FormControlLabel
                  key={a.id}
                  value={String(a.id)}
                  control={<Radio />}
                  label={
                    <span>
                      <strong>{[a.first_name, a.last_name].filter(Boolean).join(' ') || a.email}</strong>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        · {a.email}
                        {a.city ? ` · ${a.city}` : ''}
                        {a.agent_license_number ? ` · ${a.agent_license_number}` : ''}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          ) : (
            <Typography variant="body2">No active, verified agents found.</Typography>
          )}
        </Box>
        {errors.agent ? (
          <Typography color="error" variant="body2" role="alert">
            {errors.agent}
          </Typography>
        ) : null}
        <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} fullWidth multiline minRows={2} margin="dense" />
        <FormControl fullWidth margin="dense" size="small">
          <InputLabel id="assign-expiry-label">Expires in</InputLabel>
          <Select labelId="assign-expiry-label" label="Expires in" value={hours} onChange={(e) => setHours(Number(e.target.value))}>
            {ASSIGNMENT_EXPIRY_HOURS.map((h) => (
              <MenuItem key={h} value={h}>
                {h} hours
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={saving || !agent}>
          Assign Agent
        </Button>
      </DialogActions>
    </Dialog>
  )
}
