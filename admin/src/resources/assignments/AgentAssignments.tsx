import { Box, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material'
import { ASSIGNMENT_STATUS_LABELS, LIMITS, humanize, shortId } from '@gruha/shared'
import { useState, type ReactNode } from 'react'
import { Datagrid, FunctionField, ListBase, Pagination, TextField, Title, WrapperField, useGetList } from 'react-admin'
import { DateField } from '../../common/DateField'
import { AssignAgentButton } from './AssignAgentButton'

type Person = { first_name?: string | null; last_name?: string | null; email?: string | null } | null
const personName = (p: Person) => (p ? [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || '' : '')

const statusLabel = (status: string) => (ASSIGNMENT_STATUS_LABELS as Record<string, string>)[status] ?? humanize(status)
const STATUS_COLOR: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  accepted: 'success',
  active: 'success',
  completed: 'info',
  declined: 'error',
  expired: 'default',
}
/** Offers an admin should follow up: reassign when declined or expired. */
const REASSIGNABLE = new Set(['declined', 'expired'])

const StatusChip = ({ status }: { status: string }) => (
  <Chip size="small" label={statusLabel(status)} color={STATUS_COLOR[status] ?? 'default'} variant="outlined" />
)

/** A count card: active agents, unassigned inquiries, unassigned properties. */
const CountCard = ({ label, resource }: { label: string; resource: string }) => {
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 } })
  return (
    <Card sx={{ flex: 1, minWidth: 180 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" aria-label={label}>
          {isPending ? '…' : (total ?? 0)}
        </Typography>
      </CardContent>
    </Card>
  )
}

/** A small in-page list: its own resource, 10 rows, server-side paging, not synced to the URL. */
const Panel = ({ resource, children, empty }: { resource: string; children: ReactNode; empty: string }) => (
  <ListBase resource={resource} perPage={10} sort={{ field: 'createdAt', order: 'DESC' }} disableSyncWithLocation storeKey={false}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{empty}</Typography>}>
      {children}
    </Datagrid>
    <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
  </ListBase>
)

/** One panel: a card with an Unassigned tab and an Assignments tab. */
const TwoListPanel = ({ title, unassigned, assignments }: { title: string; unassigned: ReactNode; assignments: ReactNode }) => {
  const [tab, setTab] = useState(0)
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label={`${title} lists`}>
          <Tab label="Unassigned" />
          <Tab label="Assignments" />
        </Tabs>
        {tab === 0 ? unassigned : assignments}
      </CardContent>
    </Card>
  )
}

const InquiriesPanel = () => (
  <TwoListPanel
    title="Inquiries"
    unassigned={
      <Panel resource="unassigned-inquiries" empty="Every open inquiry has an agent.">
        <FunctionField label="ID" render={(r: { id: number }) => shortId(r.id, LIMITS.assignmentIdSuffixChars)} />
        <TextField source="name" label="Customer" />
        <TextField source="email" label="Email" />
        <TextField source="property_title" label="Property" emptyText="-" />
        <TextField source="message_preview" label="Message" />
        <FunctionField
          label="Last offer"
          render={(r: { assignment_status?: string | null }) => (r.assignment_status ? <StatusChip status={r.assignment_status} /> : '-')}
        />
        <DateField source="createdAt" label="Received" showTime />
        <WrapperField label="Actions">
          <AssignAgentButton kind="inquiry" />
        </WrapperField>
      </Panel>
    }
    assignments={
      <Panel resource="inquiry-assignments" empty="No inquiry assignments yet.">
        <FunctionField label="Assignment" render={(r: { id: number }) => shortId(r.id, LIMITS.assignmentIdSuffixChars)} />
        <FunctionField
          label="Inquiry"
          render={(r: { inquiry_name?: string; inquiry_email?: string }) => `${r.inquiry_name ?? ''} (${r.inquiry_email ?? ''})`}
        />
        <TextField source="property_title" label="Property" emptyText="-" />
        <TextField source="message_preview" label="Message" />
        <FunctionField label="Agent" render={(r: { agent: Person }) => personName(r.agent)} />
        <FunctionField label="Status" render={(r: { status: string }) => <StatusChip status={r.status} />} />
        <DateField source="assigned_at" label="Assigned" showTime />
        <DateField source="expires_at" label="Expires" showTime />
        <FunctionField
          label="Actions"
          render={(r: { status: string }) =>
            REASSIGNABLE.has(r.status) ? <AssignAgentButton kind="inquiry" idSource="inquiry_id" label="Reassign" /> : null
          }
        />
      </Panel>
    }
  />
)

const PropertiesPanel = () => (
  <TwoListPanel
    title="Properties"
    unassigned={
      <Panel resource="unassigned-properties" empty="Every live property has an agent.">
        <TextField source="custom_id" label="ID" />
        <TextField source="title" label="Title" />
        <TextField source="city" label="City" />
        <TextField source="state" label="State" />
        <FunctionField
          label="Last offer"
          render={(r: { assignment_status?: string | null }) => (r.assignment_status ? <StatusChip status={r.assignment_status} /> : '-')}
        />
        <WrapperField label="Actions">
          <AssignAgentButton kind="property" />
        </WrapperField>
      </Panel>
    }
    assignments={
      <Panel resource="property-assignments" empty="No property assignments yet.">
        <FunctionField label="Assignment" render={(r: { id: number }) => shortId(r.id, LIMITS.assignmentIdSuffixChars)} />
        <TextField source="property_title" label="Property" />
        <FunctionField
          label="Location"
          render={(r: { property_city?: string; property_state?: string }) =>
            [r.property_city, r.property_state].filter(Boolean).join(', ')
          }
        />
        <FunctionField label="Agent" render={(r: { agent: Person }) => personName(r.agent)} />
        <FunctionField label="Status" render={(r: { status: string }) => <StatusChip status={r.status} />} />
        <DateField source="assigned_at" label="Assigned" showTime />
        <DateField source="expires_at" label="Expires" showTime />
        <FunctionField
          label="Actions"
          render={(r: { status: string }) =>
            REASSIGNABLE.has(r.status) ? <AssignAgentButton kind="property" idSource="property_id" label="Reassign" /> : null
          }
        />
      </Panel>
    }
  />
)

/**
 * Agent Assignments (spec 002): counts of active agents, unassigned inquiries and unassigned
 * properties; an inquiries panel and a properties panel, each with the unassigned records (Assign
 * Agent) and the offers made (declined or expired ones can be reassigned). Ids show their last 8
 * characters; inquiry messages a 50-character preview.
 */
export const AgentAssignments = () => (
  <Box sx={{ py: 2 }}>
    <Title title="Agent Assignments" />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <CountCard label="Active Agents" resource="assignable-agents" />
      <CountCard label="Unassigned Inquiries" resource="unassigned-inquiries" />
      <CountCard label="Unassigned Properties" resource="unassigned-properties" />
    </Stack>
    <Stack spacing={2}>
      <InquiriesPanel />
      <PropertiesPanel />
    </Stack>
  </Box>
)
