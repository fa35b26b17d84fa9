import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { api as apiMap, ApiOutput, ApiRouteDef } from '@sinais/shared';
import type { HttpError } from '../http';

/** `GET /api/status`: the id `apiQueryKey` gives a route, so both hooks share one cache entry. */
type RouteId<R extends ApiRouteDef> = `${R['method']} ${R['path']}`;

/**
 * `useApiQuery` for code in the first bundle (the landing, the layout's navigation bar): the API map and its
 * schemas load with the first call instead of with the page, so a visitor's first download stays small. The id
 * must be the picked route's (the type checks it); routes that take input use `useApiQuery` from a lazy chunk.
 */
export function useDeferredApiQuery<R extends ApiRouteDef, TData = ApiOutput<R>>(
  id: NoInfer<RouteId<R>>,
  pick: (map: typeof apiMap) => R,
  options: Omit<UseQueryOptions<ApiOutput<R>, HttpError, TData>, 'queryKey' | 'queryFn'> = {},
): UseQueryResult<TData, HttpError> {
  return useQuery<ApiOutput<R>, HttpError, TData>({
    queryKey: ['api', id],
    queryFn: async ({ signal }) => {
      const { api, callApi } = await import('./index');
      const route: ApiRouteDef = pick(api);
      return callApi(route, undefined, { signal }) as Promise<ApiOutput<R>>;
    },
    ...options,
  });
}
