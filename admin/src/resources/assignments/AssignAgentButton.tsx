import AssignmentIndIcon from '@mui/icons-material/AssignmentInd'
import { Button } from '@mui/material'
import { useState, type MouseEvent } from 'react'
import { useRecordContext } from 'react-admin'
import { AssignAgentDialog } from './AssignAgentDialog'

type Row = { id?: number | string; status?: string | null; name?: string | null; title?: string | null; [key: string]: unknown }

/** Rows whose work is over offer no assignment (spec 002 hides Assign Agent on completed rows). */
const FINISHED = new Set(['completed', 'closed'])

/**
 * Opens 'Assign Agent to Inquiry' (or to a property) for the record in context: an inquiry or
 * property row or show page. `idSource` names the field holding the target's id (e.g.
 * `inquiry_id` on an assignment row, to reassign).
 */
export const AssignAgentButton = ({
  kind,
  idSource = 'id',
  label = 'Assign Agent',
}: {
  kind: 'inquiry' | 'property'
  idSource?: string
  label?: string
}) => {
  const record = useRecordContext<Row>()
  const [open, setOpen] = useState(false)
  const id = record?.[idSource]
  if (!record || (typeof id !== 'number' && typeof id !== 'string') || (idSource === 'id' && FINISHED.has(String(record.status))))
    return null
  // A follow-up goes to whoever handles the enquiry it follows: that enquiry is the one to assign.
  if (idSource === 'id' && record.follow_up_of) return null
  const name = record.title ?? record.property_title ?? record.name ?? record.inquiry_name
  const stop = (e: MouseEvent) => e.stopPropagation()
  return (
    <span onClick={stop}>
      <Button size="small" startIcon={<AssignmentIndIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <AssignAgentDialog
          open
          onClose={() => setOpen(false)}
          target={{ kind, id, label: `${kind === 'inquiry' ? 'Inquiry' : 'Property'}: ${String(name ?? `#${id}`)}` }}
        />
      ) : null}
    </span>
  )
}
