import { useQuery } from '@tanstack/react-query'
import { useConsoleDataProvider, type ConsoleReport } from '../providers/dataProvider'

/** A read-only console endpoint (`/api/admin/{path}`), cached by react-admin's query client. */
export function useAdminJson<T>(path: ConsoleReport) {
  const dataProvider = useConsoleDataProvider()
  return useQuery({
    queryKey: ['admin-json', path],
    queryFn: () => dataProvider.getReport<T>(path),
  })
}
