import { QueryClient } from '@tanstack/react-query';

const minute = 60_000;

/** Server state cache with the spec's defaults (spec 7): stale 5 min, kept 10 min, 1 retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * minute,
        gcTime: 10 * minute,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
