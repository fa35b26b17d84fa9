import { QueryClient } from '@tanstack/react-query';
import { http } from './http';

/**
 * The one server-state cache of the app (TanStack Query), provided once at the root (app/provider.tsx): a figure
 * fetched on one page is cached for the next.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

/** GET a JSON route and parse it with the same zod schema the server answers with. */
export async function getParsed<T>(path: string, schema: { parse(data: unknown): T }): Promise<T> {
  return schema.parse(await http<unknown>(path));
}
