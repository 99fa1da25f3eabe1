import HistoryIcon from '@mui/icons-material/History'
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '@gruha/shared'
import type { ResourceProps } from 'react-admin'
import {
  AutocompleteInput,
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin'
import { formatDateTime } from '../../dashboard/format'
import { auditLogExporter } from './auditLogCsv'
import type { AuditLog } from './types'

const actionChoices = AUDIT_ACTIONS.map((a) => ({ id: a, name: AUDIT_ACTION_LABELS[a] }))
/** What the console manages; the log also holds members' own changes to these. */
const COLLECTIONS = [
  'users',
  'properties',
  'bookings',
  'inquiries',
  'inquiry-assignments',
  'property-assignments',
  'viewings',
  'approvals',
  'documents',
  'cities',
  'states',
  'notifications',
  'bank-details',
  'seller-applications',
]
const collectionChoices = COLLECTIONS.map((c) => ({ id: c, name: c }))

const auditFilters = [
  <SearchInput key="q" source="q" placeholder="Search by e-mail, collection or record" alwaysOn />,
  <ReferenceInput key="actor" source="actor" reference="users" label="User" alwaysOn>
    <AutocompleteInput label="User" optionText={(u: { email?: string }) => u.email ?? ''} filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="target_collection" source="target_collection" label="Collection" choices={collectionChoices} alwaysOn />,
  <SelectInput key="action" source="action" label="Action" choices={actionChoices} alwaysOn />,
]

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value)

/** The changed fields of one entry, before and after (secrets already masked by the server). */
const ChangesPanel = () => {
  const record = useRecordContext<AuditLog>()
  const entries = Object.entries(record?.changes ?? {})
  if (!entries.length) return <Typography color="text.secondary">No field changes recorded.</Typography>
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Changed fields">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(([field, change]) => (
            <TableRow key={field}>
              <TableCell>{field}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{show(change.from)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{show(change.to)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

/** The Audit log: read-only, newest first, filtered by user, collection and action. */
const AuditLogList = () => (
  <List
    title="Audit Log"
    filters={auditFilters}
    exporter={auditLogExporter}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    actions={
      <TopToolbar className="no-print">
        <ExportButton />
      </TopToolbar>
    }
  >
    <Datagrid bulkActionButtons={false} rowClick="expand" expand={<ChangesPanel />}>
      <FunctionField<AuditLog> label="When" sortBy="createdAt" render={(r) => formatDateTime(r.createdAt)} />
      <FunctionField<AuditLog>
        label="Who"
        sortBy="actor_email"
        render={(r) => `${r.actor_email ?? '—'}${r.actor_role ? ` (${r.actor_role})` : ''}`}
      />
      <SelectField source="action" label="Action" choices={actionChoices} />
      <TextField source="target_collection" label="Collection" />
      <TextField source="record_id" label="Record" sortable={false} />
      <FunctionField<AuditLog> label="Fields" render={(r) => Object.keys(r.changes ?? {}).join(', ')} />
    </Datagrid>
  </List>
)

const auditLogs: Omit<ResourceProps, 'name'> = { list: AuditLogList, icon: HistoryIcon, options: { label: 'Audit Log' } }

export default auditLogs
