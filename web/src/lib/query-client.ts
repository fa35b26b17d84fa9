import { QueryClient } from '@tanstack/react-query';

/**
 * The one server-state cache of the app (TanStack Query), provided once at the root (app/provider.tsx): a figure
 * fetched on one page is cached for the next.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
