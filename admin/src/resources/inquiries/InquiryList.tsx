import { Chip } from '@mui/material'
import { INQUIRY_STATUS_LABELS, truncate } from '@gruha/shared'
import type { ReactElement } from 'react'
import { Datagrid, FunctionField, SearchInput, SelectInput, SimpleList, TextField, WrapperField } from 'react-admin'
import { AppList } from '../../common/AppList'
import { BulkDeleteAction } from '../../common/BulkActions'
import { DateField } from '../../common/DateField'
import { FilterTabs } from '../../common/FilterTabs'
import { RowActions, rowActionsColumn } from '../../common/RowActions'
import { listDatagridSx } from '../../common/datagridSx'
import { inquiryStatusChoices, inquiryTypeChoices, inquiryTypeText, type InquiryRecord } from './common'
import { inquiryExporter } from './inquiryCsv'

const filters = [
  <SearchInput key="q" source="q" placeholder="Search inquiries" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={inquiryStatusChoices} />,
  <SelectInput key="inquiry_type" source="inquiry_type" label="Type" choices={inquiryTypeChoices} />,
]

const tabs = [
  { key: 'all', label: 'All', filter: {} },
  ...inquiryStatusChoices.map((c) => ({ key: c.id, label: c.name, filter: { status: c.id } })),
  { key: 'unassigned', label: 'Unassigned', filter: { assigned: false } },
]

/**
 * Inquiries: status tabs, filters and search. Rows offer Show; `rowAction` is where the
 * Assign Agent action goes (hidden on completed rows by that action itself). Selected rows can be
 * deleted (the API lets an admin delete an inquiry).
 */
export const InquiryList = ({ rowAction }: { rowAction?: ReactElement }) => (
  <AppList
    title="Inquiries"
    singular="Inquiry"
    create={false}
    filters={filters}
    exporter={inquiryExporter}
    tabs={<FilterTabs tabs={tabs} />}
    empty={false}
    mobile={
      <SimpleList<InquiryRecord>
        primaryText={(r) => r.name ?? r.email ?? `#${r.id}`}
        secondaryText={(r) => `${r.property_title ?? ''} · ${truncate(r.message, 50)}`}
        tertiaryText={(r) => INQUIRY_STATUS_LABELS[r.status] ?? r.status}
        linkType="show"
      />
    }
    desktop={
      <Datagrid
        rowClick="show"
        bulkActionButtons={<BulkDeleteAction<InquiryRecord> nouns={['inquiry', 'inquiries']} />}
        sx={listDatagridSx('id', 'status', 'createdAt')}
      >
        <TextField source="id" label="ID" />
        <TextField source="name" label="Name" />
        <TextField source="email" label="Email" />
        <TextField source="property_title" label="Property" sortable={false} />
        <FunctionField<InquiryRecord> label="Message" sortable={false} render={(r) => truncate(r.message, 50)} />
        <FunctionField<InquiryRecord> source="inquiry_type" label="Type" render={inquiryTypeText} />
        <FunctionField<InquiryRecord>
          source="status"
          label="Status"
          render={(r) => <Chip size="small" label={INQUIRY_STATUS_LABELS[r.status] ?? r.status} />}
        />
        <TextField source="assigned_agent_name" label="Agent" sortable={false} emptyText="Unassigned" />
        <DateField source="createdAt" label="Received" showTime />
        <WrapperField {...rowActionsColumn}>
          <RowActions edit={false}>{rowAction ?? null}</RowActions>
        </WrapperField>
      </Datagrid>
    }
  />
)
