import {
  useMutation,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { routeId, type ApiInput, type ApiOutput, type ApiRouteDef } from '@sinais/shared';
import type { HttpError } from '../http';
import { callApi, type CallArgs, type CallOptions } from './client';

/**
 * `['api', 'GET /api/crm/users', input]`: every query of a route shares the first two parts, so
 * `invalidateApi(client, route)` reaches all of them and `invalidateApi(client, route, input)` just one.
 */
export function apiQueryKey<R extends ApiRouteDef>(route: R, input?: ApiInput<R>): QueryKey {
  return input === undefined ? ['api', routeId(route)] : ['api', routeId(route), input];
}

export type ApiQueryOptions<R extends ApiRouteDef, TData = ApiOutput<R>> = Omit<
  UseQueryOptions<ApiOutput<R>, HttpError, TData>,
  'queryKey' | 'queryFn'
> &
  Pick<CallOptions, 'auth' | 'token'>;

/** Reads a GET route through TanStack Query: loading, error, refetch (`refetchInterval`) and cache for free. */
export function useApiQuery<R extends ApiRouteDef, TData = ApiOutput<R>>(
  route: R,
  ...[input, options]: object extends ApiInput<R>
    ? [input?: ApiInput<R>, options?: ApiQueryOptions<R, TData>]
    : [input: ApiInput<R>, options?: ApiQueryOptions<R, TData>]
): UseQueryResult<TData, HttpError> {
  const { auth, token, ...queryOptions } = options ?? {};
  const call: CallOptions = {
    ...(auth !== undefined ? { auth } : {}),
    ...(token !== undefined ? { token } : {}),
  };
  return useQuery<ApiOutput<R>, HttpError, TData>({
    queryKey: apiQueryKey(route, input as ApiInput<R>),
    queryFn: ({ signal }) => callApi(route, ...([input, { ...call, signal }] as CallArgs<R>)),
    ...queryOptions,
  });
}

export type ApiMutationOptions<R extends ApiRouteDef, TContext = unknown> = Omit<
  UseMutationOptions<ApiOutput<R>, HttpError, ApiInput<R>, TContext>,
  'mutationFn'
> & {
  /** Routes whose cached answers are stale once this call succeeds (all their inputs). */
  invalidates?: readonly ApiRouteDef[];
};

/** Calls a route that changes something; `mutate(input)` takes the route's `{ params, query, body }`. */
export function useApiMutation<R extends ApiRouteDef, TContext = unknown>(
  route: R,
  options: ApiMutationOptions<R, TContext> = {},
): UseMutationResult<ApiOutput<R>, HttpError, ApiInput<R>, TContext> {
  const { invalidates, onSuccess, ...rest } = options;
  return useMutation<ApiOutput<R>, HttpError, ApiInput<R>, TContext>({
    mutationFn: (input) => callApi(route, ...([input] as CallArgs<R>)),
    onSuccess: async (data, variables, onMutateResult, context) => {
      if (invalidates?.length)
        await Promise.all(
          invalidates.map((r) => context.client.invalidateQueries({ queryKey: apiQueryKey(r) })),
        );
      await onSuccess?.(data, variables, onMutateResult, context);
    },
    ...rest,
  });
}

/** Marks a route's cached answers stale (all inputs, or one), so mounted queries refetch. */
export function invalidateApi<R extends ApiRouteDef>(
  client: QueryClient,
  route: R,
  input?: ApiInput<R>,
): Promise<void> {
  return client.invalidateQueries({ queryKey: apiQueryKey(route, input) });
}

/** Writes a route's cached answer (after a mutation returned the new state). */
export function setApiData<R extends ApiRouteDef>(
  client: QueryClient,
  route: R,
  input: ApiInput<R> | undefined,
  data: ApiOutput<R>,
): void {
  client.setQueryData(apiQueryKey(route, input), data);
}
