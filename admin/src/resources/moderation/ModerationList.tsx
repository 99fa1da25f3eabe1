import { Chip, Stack, Typography } from '@mui/material'
import { MODERATION_FLAG_LABELS, MODERATION_STATUSES, REPORT_TARGET_TYPES, humanize } from '@gruha/shared'
import { Datagrid, FunctionField, NumberField, SearchInput, SelectInput, SimpleList, useListContext } from 'react-admin'
import { AppList } from '../../common/AppList'
import { DateField } from '../../common/DateField'
import { FilterTabs } from '../../common/FilterTabs'
import { moderationExporter } from './moderationCsv'
import { targetName, type ModerationCaseRecord } from './types'

const filters = [
  <SearchInput key="q" source="q" placeholder="Search moderation" alwaysOn />,
  <SelectInput
    key="target_type"
    source="target_type"
    label="Target"
    choices={REPORT_TARGET_TYPES.map((id) => ({ id, name: humanize(id) }))}
  />,
]
/** One tab per status (open first: the queue), each with its count. */
const tabs = [
  ...MODERATION_STATUSES.map((s) => ({ key: s, label: humanize(s), filter: { status: s } })),
  { key: 'all', label: 'All', filter: {} },
]

export const STATUS_COLORS = {
  open: 'warning',
  fix_requested: 'info',
  dismissed: 'default',
  unpublished: 'error',
  suspended: 'error',
} as const

export const FlagChips = ({ record }: { record: ModerationCaseRecord }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {(record.flags ?? []).map((f) => (
      <Chip key={f} size="small" variant="outlined" label={MODERATION_FLAG_LABELS[f]} />
    ))}
  </Stack>
)

/**
 * An empty tab says what it means: an empty Open tab is a clear queue, not a filter to clear
 * (react-admin's default read "No Moderation found using the current filters").
 */
const ModerationEmpty = () => {
  const { filterValues } = useListContext()
  const status = filterValues?.status as string | undefined
  const searching = Boolean(filterValues?.q || filterValues?.target_type)
  let text = status ? `No ${humanize(status).toLowerCase()} cases.` : 'No cases yet.'
  if (status === 'open' && !searching) text = 'The queue is clear: no reported or held listing or agent is waiting for a decision.'
  if (searching) text = `No ${status ? `${humanize(status).toLowerCase()} ` : ''}cases match this search.`
  return (
    <Typography variant="body2" role="status" sx={{ p: 2 }}>
      {text}
    </Typography>
  )
}

/** The moderation queue (issue 23 §5): reported and automatically held listings and agents. */
export const ModerationList = () => (
  <AppList
    title="Moderation"
    singular="Case"
    create={false}
    empty={false}
    filters={filters}
    exporter={moderationExporter}
    filterDefaultValues={{ status: 'open' }}
    tabs={<FilterTabs tabs={tabs} />}
    mobile={
      <SimpleList<ModerationCaseRecord>
        primaryText={targetName}
        secondaryText={(r) => (r.flags ?? []).map((f) => MODERATION_FLAG_LABELS[f]).join(', ')}
        tertiaryText={(r) => humanize(r.status)}
        linkType="show"
        empty={<ModerationEmpty />}
      />
    }
    desktop={
      <Datagrid bulkActionButtons={false} rowClick="show" empty={<ModerationEmpty />}>
        <FunctionField label="Target" render={(r: ModerationCaseRecord) => targetName(r)} />
        <FunctionField label="Why" render={(r: ModerationCaseRecord) => <FlagChips record={r} />} />
        <NumberField source="report_count" label="Reports" />
        <FunctionField
          label="Status"
          sortBy="status"
          render={(r: ModerationCaseRecord) => <Chip size="small" label={humanize(r.status)} color={STATUS_COLORS[r.status]} />}
        />
        <DateField source="createdAt" label="Opened" showTime />
      </Datagrid>
    }
  />
)
