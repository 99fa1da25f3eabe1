import { LABELS, MESSAGES } from '@gruha/shared'
import type { ReactElement } from 'react'
import {
  Form,
  FunctionField,
  ReferenceField,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin'
import { DateField } from '../../common/DateField'
import { inquiryStatusChoices, inquiryTypeChoices, type InquiryRecord } from './common'

/** Status change (new, responded, closed), saved at once. */
const StatusSelect = () => {
  const record = useRecordContext<InquiryRecord>()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  if (!record) return null
  return (
    <Form record={record}>
      <SelectInput
        source="status"
        label="Status"
        choices={inquiryStatusChoices}
        disabled={isPending}
        helperText={false}
        onChange={(e) =>
          update(
            'inquiries',
            { id: record.id, data: { status: e.target.value }, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => notify('Inquiry status updated', { type: 'success' }),
              onError: () => notify(MESSAGES.admin.general.fetchSomeFailed, { type: 'error' }),
            },
          )
        }
      />
    </Form>
  )
}

/** Inquiry Details; `action` is the slot for the Assign Agent to Inquiry button. */
export const InquiryShow = ({ action }: { action?: ReactElement }) => (
  <Show
    title={LABELS.admin.inquiryDetails}
    actions={
      <TopToolbar className="no-print" sx={{ alignItems: 'center' }}>
        <StatusSelect />
        {action ?? null}
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="id" label="Inquiry ID" />
      <TextField source="name" label="Name" emptyText="-" />
      <TextField source="email" label="Email" emptyText="-" />
      <TextField source="phone" label="Phone" emptyText="-" />
      <ReferenceField source="property" reference="properties" label="Property" link="show" emptyText="-">
        <TextField source="title" />
      </ReferenceField>
      <SelectField source="inquiry_type" label="Type" choices={inquiryTypeChoices} />
      <ReferenceField source="follow_up_of" reference="inquiries" label="Follow-up of" link="show" emptyText="-">
        <FunctionField<InquiryRecord> render={(parent) => `Enquiry #${parent.id}`} />
      </ReferenceField>
      <SelectField source="status" label="Status" choices={inquiryStatusChoices} />
      <TextField source="message" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="assigned_agent_name" label="Assigned Agent" emptyText="Unassigned" />
      <TextField source="assignment_status" label="Assignment Status" emptyText="-" />
      <DateField source="expires_at" label="Assignment Expires" showTime emptyText="-" />
      <DateField source="createdAt" label="Received" showTime />
    </SimpleShowLayout>
  </Show>
)
