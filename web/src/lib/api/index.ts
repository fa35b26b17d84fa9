export { api } from '@sinais/shared';
export { apiUrl, callApi, INVALID_RESPONSE_MESSAGE, type CallArgs, type CallOptions } from './client';
export {
  apiQueryKey,
  invalidateApi,
  setApiData,
  useApiMutation,
  useApiQuery,
  type ApiMutationOptions,
  type ApiQueryOptions,
} from './hooks';
