import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http } from './http';

/**
 * The one server-state cache of the app (TanStack Query). Pages that use it wrap themselves with
 * `withQueryClient`, so the library loads with those pages' chunks, not with the first screen; every page
 * shares this client, so a figure fetched on one page is cached for the next.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}

/** GET a JSON route and parse it with the same zod schema the server answers with. */
export async function getParsed<T>(path: string, schema: { parse(data: unknown): T }): Promise<T> {
  return schema.parse(await http<unknown>(path));
}
