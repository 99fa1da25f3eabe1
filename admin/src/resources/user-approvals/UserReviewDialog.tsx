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
  Typography,
} from '@mui/material'
import { DOCUMENT_CATEGORY_LABELS, MESSAGES, formatFileSize, humanize } from '@gruha/shared'
import { useState } from 'react'
import { useGetList, useNotify, useRefresh } from 'react-admin'
import { useConsoleDataProvider } from '../../providers/dataProvider'
import { serverFieldErrors } from '../../providers/serverErrors'
import { LicenseNumberField } from '../approvals/reviewParts'
import { DocumentLinks, type FileRef } from '../documents/DocumentLinks'

const UA = MESSAGES.admin.userApprovals

export type Applicant = {
  id: number
  first_name: string | null
  last_name: string | null
  email: string
  role: 'agent' | 'seller'
  phone_number?: string | null
  city?: string | null
  state?: string | null
  agent_license_number?: string | null
  experience_years?: number | null
  specialization?: string | null
  agency_name?: string | null
  business_name?: string | null
  business_type?: string | null
  createdAt?: string
}

type Doc = FileRef & { document_category?: string | null; file_size?: number | null; review_status?: string | null }

const DETAILS: [keyof Applicant, string][] = [
  ['email', 'Email'],
  ['phone_number', 'Phone'],
  ['city', 'City'],
  ['state', 'State'],
  ['agency_name', 'Agency'],
  ['specialization', 'Specialization'],
  ['experience_years', 'Experience (years)'],
  ['business_name', 'Business name'],
  ['business_type', 'Business type'],
]

/**
 * The review modal of User approvals (spec 002): the applicant's details and documents (opened
 * through the access-checked file route), Approve (an agent's licence number may be typed, or
 * left empty to generate the next H&O number) and Reject with a reason (the quick-reject note by
 * default; Reject is disabled while the reason is empty).
 */
export const UserReviewDialog = ({ user, onClose }: { user: Applicant; onClose: () => void }) => {
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefresh()
  const [license, setLicense] = useState(user.agent_license_number ?? '')
  const [reason, setReason] = useState<string>(UA.quickRejectNote)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const { data: documents, isPending } = useGetList<Doc>('documents', {
    filter: { uploaded_by: user.id },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'createdAt', order: 'DESC' },
  })
  const type = user.role === 'agent' ? 'Agent' : 'Seller'

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true)
    setErrors({})
    try {
      const body = decision === 'approve' ? { license_number: user.role === 'agent' ? license : '' } : { reason }
      const result = await dataProvider.reviewUser(user.id, decision, body)
      notify(decision === 'approve' ? UA.approved(type, result.license_number) : UA.rejected, { type: 'success' })
      refresh()
      onClose()
    } catch (error) {
      setErrors(serverFieldErrors(error))
      notify(decision === 'approve' ? UA.approveFailed : UA.rejectFailed, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="review-title">
      <DialogTitle id="review-title">
        Review {type}: {[user.first_name, user.last_name].filter(Boolean).join(' ') || user.email}
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <List dense sx={{ flex: 1 }}>
            {DETAILS.filter(([key]) => user[key] !== null && user[key] !== undefined && user[key] !== '').map(([key, label]) => (
              <ListItem key={key} disableGutters>
                <ListItemText primary={String(user[key])} secondary={label} />
              </ListItem>
            ))}
          </List>
          <Stack sx={{ flex: 1 }} spacing={1}>
            <Typography variant="subtitle1" component="h3">
              Documents
            </Typography>
            {isPending ? null : documents?.length ? (
              documents.map((d) => (
                <Stack key={d.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="body2">
                    {(DOCUMENT_CATEGORY_LABELS as Record<string, string>)[d.document_category ?? ''] ??
                      humanize(d.document_category ?? 'Document')}{' '}
                    · {d.name} · {formatFileSize(d.file_size)}
                  </Typography>
                  <DocumentLinks file={d} />
                </Stack>
              ))
            ) : (
              <Typography variant="body2" color="text.secondary">
                No documents uploaded.
              </Typography>
            )}
          </Stack>
        </Stack>
        <Stack spacing={2} sx={{ mt: 2 }}>
          {user.role === 'agent' ? <LicenseNumberField value={license} onChange={setLicense} error={errors.license_number} /> : null}
          <TextField
            label="Reason for rejection"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            error={Boolean(errors.reason)}
            helperText={errors.reason}
          />
          {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" onClick={() => decide('reject')} disabled={busy || !reason.trim()}>
          Reject
        </Button>
        <Button variant="contained" color="success" onClick={() => decide('approve')} disabled={busy}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  )
}
