import DownloadIcon from '@mui/icons-material/Download'
import PrintIcon from '@mui/icons-material/Print'
import RefreshIcon from '@mui/icons-material/Refresh'
import { Button, CircularProgress } from '@mui/material'
import { LABELS, MESSAGES } from '@gruha/shared'
import { useState, type ReactNode } from 'react'
import {
  CreateButton,
  FilterButton,
  TopToolbar,
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
} from 'react-admin'

/** Rows an export may hold; larger exports should be filtered first. */
export const EXPORT_LIMIT = 5000
/** Spec 002 §4: the refresh spinner lasts 1 s. */
const REFRESH_SPIN_MS = 1000

/** Refresh: reloads every query on the page and says 'Data refreshed successfully'. */
export const RefreshListButton = () => {
  const refresh = useRefresh()
  const notify = useNotify()
  const [spinning, setSpinning] = useState(false)
  const onClick = () => {
    setSpinning(true)
    refresh()
    notify(MESSAGES.admin.general.refreshed, { type: 'success' })
    window.setTimeout(() => setSpinning(false), REFRESH_SPIN_MS)
  }
  return (
    <Button
      size="small"
      onClick={onClick}
      data-testid="refresh-list"
      startIcon={spinning ? <CircularProgress size={16} /> : <RefreshIcon />}
    >
      {LABELS.admin.refresh}
    </Button>
  )
}

/**
 * Export CSV of the current filters and sort ('No data to export' when the list is empty). The
 * rows are read from the API in one bounded request, never the whole table.
 */
export const ExportCsvButton = () => {
  const { filterValues, sort, exporter, total } = useListContext()
  const resource = useResourceContext()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const onClick = async () => {
    if (!total || !resource || !exporter) {
      notify(MESSAGES.admin.general.noDataToExport, { type: 'info' })
      return
    }
    setBusy(true)
    try {
      const { data } = await dataProvider.getList(resource, {
        sort,
        filter: filterValues,
        pagination: { page: 1, perPage: Math.min(total, EXPORT_LIMIT) },
      })
      if (!data.length) notify(MESSAGES.admin.general.noDataToExport, { type: 'info' })
      else await exporter(data, fetchRelatedRecords(dataProvider), dataProvider, resource)
    } catch {
      notify('ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="small" onClick={onClick} disabled={busy} startIcon={<DownloadIcon />}>
      {LABELS.admin.exportCsv}
    </Button>
  )
}

export const PrintButton = () => (
  <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
    {LABELS.admin.print}
  </Button>
)

/** The generic table's title bar: Refresh, 'Add {singular title}', Export CSV and Print. */
export const ListActions = ({ singular, children, create = true }: { singular: string; children?: ReactNode; create?: boolean }) => (
  // Wraps on a phone instead of widening the page past the screen (issue 24: 812 px at 360).
  // Below md it takes its own full-width row under the filters, buttons from the left.
  <TopToolbar
    className="no-print"
    sx={{
      flexWrap: 'wrap',
      whiteSpace: 'normal',
      rowGap: 0.5,
      minWidth: 0,
      maxWidth: '100%',
      alignSelf: { xs: 'stretch', md: 'auto' },
      justifyContent: { xs: 'flex-start', md: 'flex-end' },
    }}
  >
    <FilterButton />
    <RefreshListButton />
    {create ? <CreateButton label={LABELS.admin.add(singular)} /> : null}
    {children}
    <ExportCsvButton />
    <PrintButton />
  </TopToolbar>
)
