import type { ReactElement, ReactNode } from 'react'
import { CreateButton, EditButton, ExportButton, List, Pagination, TopToolbar, WrapperField } from 'react-admin'
import { ActiveToggle } from './ActiveToggle'
import { LocationDeleteButton } from './LocationForm'
import type { LocationMessages } from './messages'

type LocationListProps = { title: string; addLabel: string; filters: ReactElement[]; children: ReactNode }

/** The Cities and States tables: sorted by name, the spec's page sizes, Add and Export CSV. */
export const LocationList = ({ title, addLabel, filters, children }: LocationListProps) => (
  <List
    title={title}
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    actions={
      <TopToolbar className="no-print">
        <CreateButton label={addLabel} />
        <ExportButton />
      </TopToolbar>
    }
  >
    {children}
  </List>
)

/** The Status (Active toggle) and Actions (edit, delete with its warning) columns. */
export const statusAndActions = (messages: LocationMessages & { confirmDelete: string }) => [
  <WrapperField key="status" label="Status" sortBy="is_active">
    <ActiveToggle messages={messages} />
  </WrapperField>,
  <WrapperField key="actions" label="Actions">
    <EditButton />
    <LocationDeleteButton messages={messages} confirmDelete={messages.confirmDelete} />
  </WrapperField>,
]
