import DeleteIcon from '@mui/icons-material/Delete'
import { useState, type ReactElement } from 'react'
import {
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  type DataProvider,
  type Identifier,
  type RaRecord,
} from 'react-admin'
import { serverMessage } from '../providers/serverErrors'

/** A resource's noun, one and many: ['property', 'properties']. */
export type Nouns = readonly [one: string, many: string]

export const countOf = (n: number, [one, many]: Nouns) => `${n} ${n === 1 ? one : many}`

export interface BulkTally {
  nouns: Nouns
  /** Past participle: 'activated', 'confirmed', 'deleted'. */
  verb: string
  done: number
  /** Selected records the action does not apply to, and why ('already active'). */
  skipped: number
  skippedWhy?: string
  failed: number
  /** The server's reason for the first failure. */
  error?: string
}

/** What a bulk action did, in one toast: '3 properties deactivated', then what was skipped or failed. */
export function bulkOutcome({ nouns, verb, done, skipped, skippedWhy, failed, error }: BulkTally) {
  const parts = [done || (!skipped && !failed) ? `${countOf(done, nouns)} ${verb}` : `No ${nouns[1]} ${verb}`]
  if (skipped) parts.push(`${skipped} skipped${skippedWhy ? ` (${skippedWhy})` : ''}`)
  if (failed) parts.push(`${failed} failed${error ? `: ${error}` : ''}`)
  const type = failed ? (done ? 'warning' : 'error') : done ? 'success' : 'info'
  return { message: parts.join('; '), type } as const
}

// The API reads at most 100 records a request, so the selection (react-admin's "select all" can hold 250) is read in pages.
const READ_PAGE = 100

async function readRecords<R extends RaRecord>(dataProvider: DataProvider, resource: string, ids: Identifier[]) {
  const pages: R[][] = []
  for (let start = 0; start < ids.length; start += READ_PAGE) {
    const page = ids.slice(start, start + READ_PAGE)
    const { data } = await dataProvider.getList<R>(resource, {
      filter: { id: page },
      pagination: { page: 1, perPage: page.length },
      sort: { field: 'id', order: 'ASC' },
    })
    pages.push(data)
  }
  return pages.flat()
}

export interface BulkRecordsActionProps<R extends RaRecord> {
  label: string
  icon: ReactElement
  nouns: Nouns
  verb: string
  /** Which selected records the action is for; the others are skipped and counted. */
  applies?: (record: R) => boolean
  skippedWhy?: string
  /** The change: one request per record, as ra-data-simple-rest's updateMany and deleteMany make. */
  act: (dataProvider: DataProvider, resource: string, record: R) => Promise<unknown>
  /** Ask first ('Delete 3 properties?'): title and body for the records the action applies to. */
  confirm?: (count: number) => { title: string; content: string }
  color?: 'primary' | 'error' | 'success' | 'warning'
}

/**
 * A bulk action over a list's selected rows: reads the selected records, applies `act` to the ones
 * it `applies` to, then says how many changed (and which were skipped or failed), clears the
 * selection and refreshes the page (rows and tab counts).
 */
export function BulkRecordsAction<R extends RaRecord>({
  label,
  icon,
  nouns,
  verb,
  applies = () => true,
  skippedWhy,
  act,
  confirm,
  color = 'primary',
}: BulkRecordsActionProps<R>) {
  const { selectedIds, onUnselectItems } = useListContext<R>()
  const resource = useResourceContext()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState<{ records: R[]; skipped: number } | null>(null)

  const run = async (records: R[], skipped: number) => {
    if (!resource) return
    const results = await Promise.allSettled(records.map((record) => act(dataProvider, resource, record)))
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    const outcome = bulkOutcome({
      nouns,
      verb,
      done: results.length - failures.length,
      skipped,
      skippedWhy,
      failed: failures.length,
      error: failures.length ? serverMessage(failures[0]!.reason) : undefined,
    })
    notify(outcome.message, { type: outcome.type })
    onUnselectItems()
    refresh()
  }

  const onClick = async () => {
    if (!resource || !selectedIds.length) return
    setBusy(true)
    try {
      const selected = await readRecords<R>(dataProvider, resource, selectedIds)
      const records = selected.filter(applies)
      const skipped = selected.length - records.length
      if (!records.length) notify(bulkOutcome({ nouns, verb, done: 0, skipped, skippedWhy, failed: 0 }).message, { type: 'info' })
      else if (confirm) setAsking({ records, skipped })
      else await run(records, skipped)
    } catch (error) {
      notify(serverMessage(error) ?? 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const onConfirm = async () => {
    if (!asking) return
    setBusy(true)
    try {
      await run(asking.records, asking.skipped)
    } finally {
      setAsking(null)
      setBusy(false)
    }
  }

  // react-admin keeps the bulk toolbar in the page at zero height when nothing is selected: no
  // invisible buttons for the keyboard to land on.
  if (!selectedIds.length && !asking) return null
  const question = asking && confirm ? confirm(asking.records.length) : null
  return (
    <>
      <Button label={label} onClick={onClick} disabled={busy} color={color}>
        {icon}
      </Button>
      {question ? (
        <Confirm
          isOpen
          loading={busy}
          title={question.title}
          content={question.content}
          onConfirm={onConfirm}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  )
}

const deleteRecord = (dataProvider: DataProvider, resource: string, record: RaRecord) =>
  dataProvider.delete(resource, { id: record.id, previousData: record })

/** Bulk Delete, after 'Are you sure you want to delete these 3 properties?'. */
export function BulkDeleteAction<R extends RaRecord>({
  nouns,
  applies,
  skippedWhy,
}: {
  nouns: Nouns
  applies?: (record: R) => boolean
  skippedWhy?: string
}) {
  return (
    <BulkRecordsAction<R>
      label="Delete"
      icon={<DeleteIcon />}
      color="error"
      nouns={nouns}
      verb="deleted"
      applies={applies}
      skippedWhy={skippedWhy}
      act={deleteRecord}
      confirm={(n) => ({
        title: `Delete ${countOf(n, nouns)}`,
        content: `Are you sure you want to delete ${n === 1 ? `this ${nouns[0]}` : `these ${countOf(n, nouns)}`}? This cannot be undone.`,
      })}
    />
  )
}
