import { useQuery } from '@tanstack/react-query'
import { ADMIN_API_URL, httpClient } from '../providers/dataProvider'

/** A read-only console endpoint (`/api/admin/{path}`), cached by react-admin's query client. */
export function useAdminJson<T>(path: 'dashboard' | 'analytics' | 'states-summary') {
  return useQuery({
    queryKey: ['admin-json', path],
    queryFn: async () => (await httpClient(`${ADMIN_API_URL}/${path}`)).json as T,
  })
}
