import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material'
import { APPROVAL_TYPE_LABELS, MESSAGES, formatDateTime } from '@gruha/shared'
import { useState } from 'react'
import { useNotify, useRefresh } from 'react-admin'
import { useConsoleDataProvider } from '../../providers/dataProvider'
import { serverFieldErrors, serverMessage } from '../../providers/serverErrors'
import { LicenseNumberField } from './reviewParts'

const A = MESSAGES.admin.approvals
const UA = MESSAGES.admin.userApprovals

type Person = { first_name?: string | null; last_name?: string | null; email?: string | null; custom_id?: string | null } | null
export type ApprovalRecord = {
  id: number
  approval_type: keyof typeof APPROVAL_TYPE_LABELS
  status: 'pending' | 'approved' | 'rejected'
  origin?: string | null
  admin_notes?: string | null
  license_number?: string | null
  createdAt?: string
  reviewed_at?: string | null
  user: Person
  property: { id: number; title?: string | null; custom_id?: string | null; status?: string | null } | null
}

export const personName = (p: Person) => (p ? [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || '' : '')

/**
 * The review modal of Admin approvals: the item's details; while pending, Approve (admin notes,
 * and a licence number for agent licences: typed or generated) and Reject (a reason is required).
 * A decided item says 'This application has been approved' or '... rejected' with its licence.
 */
export const ApprovalReviewDialog = ({ approval, onClose }: { approval: ApprovalRecord; onClose: () => void }) => {
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefresh()
  const [notes, setNotes] = useState('')
  const [license, setLicense] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true)
    setErrors({})
    try {
      await dataProvider.reviewSellerApplication(
        approval.id,
        decision,
        decision === 'approve' ? { admin_notes: notes, license_number: license } : { admin_notes: notes },
      )
      notify(decision === 'approve' ? A.granted : A.rejected, { type: 'success' })
      refresh()
      onClose()
    } catch (error) {
      setErrors(serverFieldErrors(error))
      notify(serverMessage(error) ?? (decision === 'approve' ? A.approveFailed : A.rejectFailed), { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const rows: [string, string | null | undefined][] = [
    ['Type', APPROVAL_TYPE_LABELS[approval.approval_type]],
    ['User', `${personName(approval.user)}${approval.user?.email ? ` (${approval.user.email})` : ''}`],
    ['User ID', approval.user?.custom_id],
    ['Property', approval.property ? `${approval.property.title ?? ''} (${approval.property.custom_id ?? approval.property.id})` : null],
    ['Raised by', approval.origin === 'admin' ? 'Admin' : 'User'],
    ['Submitted', formatDateTime(approval.createdAt)],
    ['Admin notes', approval.admin_notes],
    ['Licence number', approval.license_number],
  ]
  const pending = approval.status === 'pending'
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="approval-title">
      <DialogTitle id="approval-title">Review {APPROVAL_TYPE_LABELS[approval.approval_type]}</DialogTitle>
      <DialogContent dividers>
        <List dense>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <ListItem key={label} disableGutters>
                <ListItemText primary={value} secondary={label} />
              </ListItem>
            ))}
        </List>
        {pending ? (
          <Stack spacing={2}>
            {approval.approval_type === 'agent_license' ? (
              <LicenseNumberField value={license} onChange={setLicense} error={errors.license_number} />
            ) : null}
            <TextField
              label="Admin notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              multiline
              minRows={2}
              helperText={errors.admin_notes ?? 'Required to reject: the reason is sent to the user.'}
              error={Boolean(errors.admin_notes)}
            />
          </Stack>
        ) : (
          <Alert severity={approval.status === 'approved' ? 'success' : 'error'}>
            {approval.status === 'approved' ? UA.alreadyApproved : UA.alreadyRejected}
            {approval.license_number ? ` · ${approval.license_number}` : ''}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {pending ? 'Cancel' : 'Close'}
        </Button>
        {pending ? (
          <>
            <Button color="error" onClick={() => decide('reject')} disabled={busy || !notes.trim()}>
              Reject
            </Button>
            <Button variant="contained" color="success" onClick={() => decide('approve')} disabled={busy}>
              Approve
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  )
}
