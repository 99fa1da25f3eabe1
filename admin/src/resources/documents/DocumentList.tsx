import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material'
import { DOCUMENT_CATEGORIES, DOCUMENT_ENTITY_FILTERS, MESSAGES, formatFileSize, humanize } from '@gruha/shared'
import { useState } from 'react'
import {
  Datagrid,
  FunctionField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  WrapperField,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { AppList } from '../../common/AppList'
import { DateField } from '../../common/DateField'
import { FilterTabs } from '../../common/FilterTabs'
import { rowActionsColumn } from '../../common/RowActions'
import { useConsoleDataProvider } from '../../providers/dataProvider'
import { serverMessage } from '../../providers/serverErrors'
import { DocumentLinks } from './DocumentLinks'
import { documentExporter } from './documentCsv'
import { categoryLabel, entityLabel, uploaderName, type DocumentRecord } from './types'

const D = MESSAGES.admin.documents

const filters = [
  <SearchInput key="q" source="q" placeholder="Search documents" alwaysOn />,
  <SelectInput
    key="review_status"
    source="review_status"
    label="Review"
    choices={['pending', 'approved', 'rejected'].map((id) => ({ id, name: humanize(id) }))}
  />,
  <SelectInput
    key="document_category"
    source="document_category"
    label="Category"
    choices={DOCUMENT_CATEGORIES.map((id) => ({ id, name: categoryLabel(id) }))}
  />,
]
/**
 * The entity filter (all, user, property, verification: spec 002) as tabs with counts, plus the
 * sellers' application documents, so the tabs add up to All.
 */
const tabs = [
  ...DOCUMENT_ENTITY_FILTERS.map((key) => ({ key, label: humanize(key), filter: key === 'all' ? {} : { entity_type: key } })),
  { key: 'seller_doc', label: 'Seller Documents', filter: { entity_type: 'seller_doc' } },
]

const COLORS = { pending: 'warning', approved: 'success', rejected: 'error' } as const

/** The document count of the current filter. */
const DocumentCount = () => {
  const { total } = useListContext()
  return <Chip label={`${total ?? 0} documents`} sx={{ mr: 'auto' }} />
}

/** Approve, and Reject with a reason ('Document does not meet requirements' by default). */
const ReviewButtons = () => {
  const record = useRecordContext<DocumentRecord>()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefresh()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState<string>(D.defaultRejectReason)
  const [busy, setBusy] = useState(false)
  if (!record) return null
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true)
    try {
      await dataProvider.reviewDocument(record.id, decision, decision === 'reject' ? { reason } : {})
      notify(decision === 'approve' ? D.approved : D.rejected, { type: 'success' })
      setRejecting(false)
      refresh()
    } catch (error) {
      notify(serverMessage(error) ?? (decision === 'approve' ? D.approveFailed : D.rejectFailed), { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <span onClick={(e) => e.stopPropagation()}>
      {record.review_status !== 'approved' ? (
        <Button size="small" color="success" startIcon={<CheckIcon />} onClick={() => decide('approve')} disabled={busy}>
          Approve
        </Button>
      ) : null}
      {record.review_status !== 'rejected' ? (
        <Button size="small" color="error" startIcon={<CloseIcon />} onClick={() => setRejecting(true)} disabled={busy}>
          Reject
        </Button>
      ) : null}
      {rejecting ? (
        <Dialog open onClose={() => setRejecting(false)} fullWidth maxWidth="xs" aria-labelledby="reject-document-title">
          <DialogTitle id="reject-document-title">Reject {record.name}</DialogTitle>
          <DialogContent>
            <MuiTextField
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              fullWidth
              multiline
              minRows={2}
              margin="dense"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRejecting(false)} disabled={busy}>
              Cancel
            </Button>
            <Button color="error" variant="contained" onClick={() => decide('reject')} disabled={busy}>
              Reject
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </span>
  )
}

/**
 * Documents (spec 002): the entity filter and count, size in Bytes/KB/MB/GB with 2 decimals, View
 * and Download through the access-checked file route, Approve and Reject.
 */
export const DocumentList = () => (
  <AppList
    title="Documents"
    singular="Document"
    create={false}
    filters={filters}
    exporter={documentExporter}
    tabs={<FilterTabs tabs={tabs} />}
    // With no documents yet the tabs still show, each at 0, like every other list.
    empty={false}
    actions={<DocumentCount />}
    mobile={
      <SimpleList<DocumentRecord>
        primaryText={(r) => r.name ?? ''}
        secondaryText={(r) => `${categoryLabel(r.document_category)} · ${formatFileSize(r.file_size)}`}
        tertiaryText={(r) => humanize(r.review_status)}
        linkType={false}
      />
    }
    desktop={
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label="Name" />
        <FunctionField label="Category" sortBy="document_category" render={(r: DocumentRecord) => categoryLabel(r.document_category)} />
        <FunctionField label="Entity" sortBy="entity_type" render={(r: DocumentRecord) => entityLabel(r)} />
        <FunctionField
          label="Uploader"
          render={(r: DocumentRecord) =>
            `${uploaderName(r.uploader)}${r.uploader?.user_type ? ` (${humanize(r.uploader.user_type)})` : ''}`
          }
        />
        <TextField source="file_type" label="Type" emptyText="-" />
        <FunctionField label="Size" sortBy="filesize" render={(r: DocumentRecord) => formatFileSize(r.file_size)} />
        <DateField source="createdAt" label="Uploaded" showTime />
        <FunctionField
          label="Status"
          sortBy="review_status"
          render={(r: DocumentRecord) => <Chip size="small" label={humanize(r.review_status)} color={COLORS[r.review_status]} />}
        />
        <WrapperField {...rowActionsColumn}>
          <FunctionField render={(r: DocumentRecord) => <DocumentLinks file={r} />} />
          <ReviewButtons />
        </WrapperField>
      </Datagrid>
    }
  />
)
