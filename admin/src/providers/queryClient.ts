import { MutationCache, QueryClient } from '@tanstack/react-query'

/**
 * The console's query client. Any successful write (Confirm, Complete, an edit, a delete) can move
 * records between tabs, so it marks every list's tab counts (`[resource, 'counts', …]`, FilterTabs)
 * stale and the visible ones refetch at once, without a reload.
 */
export const queryClient: QueryClient = new QueryClient({
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === 'counts' }),
  }),
})
