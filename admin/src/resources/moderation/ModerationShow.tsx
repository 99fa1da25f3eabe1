import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import {
  MODERATION_FLAG_LABELS,
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  formatINR,
  humanize,
  type ModerationAction,
} from '@gruha/shared'
import { useState } from 'react'
import {
  Datagrid,
  FunctionField,
  ReferenceManyField,
  Show,
  TextField as RaTextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { DateField } from '../../common/DateField'
import { useConsoleDataProvider } from '../../providers/dataProvider'
import { serverFieldErrors, serverMessage } from '../../providers/serverErrors'
import { FlagChips, STATUS_COLORS } from './ModerationList'
import { personName, targetName, type ListingSummary, type ModerationCaseRecord, type ModerationReportRecord } from './types'

const ACTIONS: { action: ModerationAction; label: string; color: 'inherit' | 'primary' | 'warning' | 'error'; needsListing?: true }[] = [
  { action: 'dismiss', label: 'Dismiss', color: 'inherit' },
  { action: 'request_fix', label: 'Ask owner to fix', color: 'primary' },
  { action: 'unpublish', label: 'Unpublish', color: 'warning', needsListing: true },
  { action: 'suspend', label: 'Suspend owner', color: 'error' },
]

const UNDECIDED = new Set(['open', 'fix_requested'])

/** The decision buttons; each opens a confirmation with an optional note (required to ask for a fix). */
const DecisionButtons = () => {
  const record = useRecordContext<ModerationCaseRecord>()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefresh()
  const [chosen, setChosen] = useState<(typeof ACTIONS)[number] | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!record || !UNDECIDED.has(record.status)) return null
  const decide = async () => {
    if (!chosen) return
    setBusy(true)
    setError(null)
    try {
      const answer = await dataProvider.actOnModerationCase(record.id, chosen.action, { note })
      notify(answer.message, { type: 'success' })
      setChosen(null)
      setNote('')
      refresh()
    } catch (e) {
      setError(serverFieldErrors(e).note ?? serverMessage(e) ?? MODERATION_MESSAGES.alreadyDecided)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      {ACTIONS.filter((a) => !a.needsListing || record.target_type === 'property').map((a) => (
        <Button key={a.action} variant="outlined" color={a.color} onClick={() => setChosen(a)}>
          {a.action === 'suspend' && record.target_type === 'agent' ? 'Suspend agent' : a.label}
        </Button>
      ))}
      <Dialog open={chosen !== null} onClose={() => setChosen(null)} fullWidth maxWidth="sm">
        <DialogTitle>{chosen?.label}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {targetName(record)}. Every reporter is told the outcome by e-mail.
          </Typography>
          <TextField
            label={chosen?.action === 'request_fix' ? 'Note for the owner' : 'Note (optional)'}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            required={chosen?.action === 'request_fix'}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChosen(null)}>Cancel</Button>
          <Button variant="contained" color={chosen?.color === 'inherit' ? 'primary' : chosen?.color} onClick={decide} disabled={busy}>
            {chosen?.label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

const price = (l: ListingSummary) => {
  const amount = l.listing_type === 'RENT' ? l.monthly_rent : l.price
  if (!amount) return '-'
  const perSqft = l.area_sqft ? ` (${formatINR(Math.round(amount / l.area_sqft))}/sq ft)` : ''
  return `${formatINR(amount)}${l.listing_type === 'RENT' ? '/month' : ''}${perSqft}`
}

/** One listing of the side-by-side comparison. */
const ListingCard = ({ listing, heading }: { listing: ListingSummary | null; heading: string }) => (
  <Card variant="outlined" sx={{ flex: 1, minWidth: 260 }}>
    <CardContent>
      <Typography variant="overline">{heading}</Typography>
      {listing ? (
        <>
          <Typography variant="subtitle1" component="h3">
            <a href={`/admin/properties/${listing.id}/show`}>{listing.title}</a>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[listing.custom_id, humanize(listing.status ?? '')].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2">{[listing.address, listing.city].filter(Boolean).join(', ')}</Typography>
          <Typography variant="body2">{price(listing)}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
            {listing.photos.map((p) =>
              p.url ? <img key={p.id} src={p.url} alt="" width={120} height={90} style={{ objectFit: 'cover' }} /> : null,
            )}
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {listing.description}
          </Typography>
        </>
      ) : (
        <Typography variant="body2">Deleted listing</Typography>
      )}
    </CardContent>
  </Card>
)

const CaseBody = () => {
  const record = useRecordContext<ModerationCaseRecord>()
  if (!record) return null
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {targetName(record)}
        </Typography>
        <Chip size="small" label={humanize(record.status)} color={STATUS_COLORS[record.status]} />
        <FlagChips record={record} />
      </Stack>
      <Typography variant="body2">
        Opened <DateField source="createdAt" showTime /> · {record.report_count ?? 0} report(s)
        {record.held_from ? ` · held for review (was ${humanize(record.held_from)})` : ''}
      </Typography>
      {record.phrases?.length ? (
        <Alert severity="warning">Discriminatory wording: {record.phrases.map((p) => `“${p}”`).join(', ')}</Alert>
      ) : null}
      {record.decided_at ? (
        <Alert severity="info">
          {humanize(record.status)} by {personName(record.decided_by)}
          {record.admin_note ? `: ${record.admin_note}` : ''}
        </Alert>
      ) : null}
      {record.target_type === 'agent' ? (
        <Typography>
          Agent: <a href={`/admin/users/${record.agent?.id}/show`}>{personName(record.agent)}</a> ({record.agent?.email})
        </Typography>
      ) : null}
      {record.matches.map((m, i) => (
        <Box key={i}>
          <Typography variant="subtitle2" component="h3">
            {MODERATION_FLAG_LABELS[m.flag]}: {m.detail}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} data-testid="side-by-side">
            <ListingCard listing={record.property} heading="This listing" />
            <ListingCard listing={m.property} heading="Matched listing" />
          </Stack>
        </Box>
      ))}
      {record.target_type === 'property' && record.matches.length === 0 ? (
        <ListingCard listing={record.property} heading="This listing" />
      ) : null}
      <Typography variant="subtitle1" component="h3">
        Reports
      </Typography>
      <ReferenceManyField reference="moderation-reports" target="case" sort={{ field: 'createdAt', order: 'DESC' }} perPage={100}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">No reports: held by the automatic checks.</Typography>}
        >
          <FunctionField
            label="Reporter"
            render={(r: ModerationReportRecord) => `${personName(r.reporter)} (${r.reporter?.email ?? '-'})`}
          />
          <FunctionField label="Reason" render={(r: ModerationReportRecord) => REPORT_REASON_LABELS[r.reason]} />
          <RaTextField source="note" label="Note" emptyText="-" />
          <DateField source="createdAt" label="Reported" showTime />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  )
}

/** A moderation case: the target, what matched it (side by side), its reports, and the decision. */
export const ModerationShow = () => (
  <Show
    title="Moderation case"
    actions={
      <TopToolbar sx={{ gap: 1 }}>
        <DecisionButtons />
      </TopToolbar>
    }
  >
    <CaseBody />
  </Show>
)
