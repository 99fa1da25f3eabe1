import { Chip, Tab, Tabs } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useListContext, useResourceContext } from 'react-admin'
import { useConsoleDataProvider } from '../providers/dataProvider'

export interface FilterTab {
  /** Stable key (also the count's name). */
  key: string
  label: string
  /** The filter values this tab sets; {} for "all". */
  filter: Record<string, unknown>
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Status (or type) tabs over a list, each with its count. A tab is just a filter, so the URL is
 * shareable (`?filter={"status":"pending"}`). Counts are SQL COUNTs from
 * the data provider's getTabCounts (GET /api/admin/{resource}/counts) for the list's other filters; Refresh reloads them. They print
 * too: the underlined tab says which rows the paper holds.
 */
export const FilterTabs = ({ tabs }: { tabs: FilterTab[] }) => {
  const resource = useResourceContext()
  const dataProvider = useConsoleDataProvider()
  const { filterValues, setFilters, displayedFilters } = useListContext()
  const tabKeys = new Set(tabs.flatMap((t) => Object.keys(t.filter)))
  const base = Object.fromEntries(Object.entries(filterValues ?? {}).filter(([key]) => !tabKeys.has(key)))
  const active = tabs.find(
    (t) =>
      Object.keys(t.filter).every((k) => sameValue(filterValues?.[k], t.filter[k])) &&
      [...tabKeys].every((k) => k in t.filter || filterValues?.[k] === undefined),
  )

  const { data: counts } = useQuery({
    queryKey: [resource, 'counts', base, tabs.map((t) => t.key)],
    queryFn: () => dataProvider.getTabCounts(resource!, { filter: base, tabs: Object.fromEntries(tabs.map((t) => [t.key, t.filter])) }),
    enabled: !!resource,
  })

  return (
    <Tabs
      value={active?.key ?? false}
      variant="scrollable"
      scrollButtons="auto"
      onChange={(_, key: string) => {
        const tab = tabs.find((t) => t.key === key)
        if (tab) setFilters({ ...base, ...tab.filter }, displayedFilters)
      }}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          data-testid={`tab-${tab.key}`}
          iconPosition="end"
          label={tab.label}
          icon={<Chip size="small" label={counts?.[tab.key] ?? '…'} sx={{ ml: 0.5 }} data-testid={`tab-count-${tab.key}`} />}
        />
      ))}
    </Tabs>
  )
}
