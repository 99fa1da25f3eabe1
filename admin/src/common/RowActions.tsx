import { Stack, Tooltip } from '@mui/material'
import { cloneElement, type ReactElement, type ReactNode } from 'react'
import { EditButton, ShowButton, useTranslate, type DeleteWithConfirmButtonProps } from 'react-admin'

// Icon only: the label stays inside the button, and react-admin's buttons carry it as aria-label,
// so the name screen readers and tests use is still 'Show', 'Edit' or 'Delete'; it takes no room.
const ICON_ONLY = {
  minWidth: 0,
  p: 0.5,
  fontSize: 0,
  '& .MuiButton-startIcon': { m: 0 },
} as const

/** What a resource's own delete button passes on to react-admin's (its dialog and messages stay its own). */
export type DeleteButtonProps = Omit<DeleteWithConfirmButtonProps, 'confirmTitle' | 'confirmContent' | 'mutationMode' | 'mutationOptions'>

/** The Actions column of a list (header 'Actions', right-aligned; left out of a printout). */
export const rowActionsColumn = {
  label: 'Actions',
  textAlign: 'right',
  headerClassName: 'no-print',
  cellClassName: 'no-print',
} as const

/**
 * A row's actions on one line: Show, Edit and `remove` (the resource's delete button, with its own
 * confirmation) as icon buttons, each with a tooltip of its label. `children` are the row's own
 * named actions (Confirm, Assign Agent), kept as text buttons before the icons. The phone's card
 * list does not use this.
 */
export const RowActions = ({
  show = true,
  edit = true,
  remove,
  children,
}: {
  show?: boolean
  edit?: boolean
  /** A delete button that passes extra props (sx, and the tooltip's ref and handlers) to react-admin's. */
  remove?: ReactElement<{ sx?: object }>
  children?: ReactNode
}) => {
  const translate = useTranslate()
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
      {children}
      {show ? (
        <Tooltip title={translate('ra.action.show')}>
          <ShowButton sx={ICON_ONLY} />
        </Tooltip>
      ) : null}
      {edit ? (
        <Tooltip title={translate('ra.action.edit')}>
          <EditButton sx={ICON_ONLY} />
        </Tooltip>
      ) : null}
      {remove ? <Tooltip title={translate('ra.action.delete')}>{cloneElement(remove, { sx: ICON_ONLY })}</Tooltip> : null}
    </Stack>
  )
}
