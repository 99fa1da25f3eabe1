import { FormControlLabel, Switch } from '@mui/material'
import { useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin'
import { errorMessage, type LocationMessages } from './messages'

/** The Active/Inactive toggle of a city or state row ('City status updated!'). */
export const ActiveToggle = ({ messages }: { messages: LocationMessages }) => {
  const record = useRecordContext<{ id: number; name: string; is_active: boolean }>()
  const resource = useResourceContext()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  if (!record || !resource) return null
  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      control={
        <Switch
          size="small"
          checked={record.is_active}
          disabled={isPending}
          slotProps={{ input: { 'aria-label': `${record.name} active` } }}
          onChange={(_, checked) =>
            update(
              resource,
              { id: record.id, data: { is_active: checked }, previousData: record },
              {
                onSuccess: () => notify(messages.statusUpdated, { type: 'success' }),
                onError: (error) => notify(errorMessage(error, messages.statusFailed), { type: 'error' }),
              },
            )
          }
        />
      }
      label={record.is_active ? 'Active' : 'Inactive'}
    />
  )
}
