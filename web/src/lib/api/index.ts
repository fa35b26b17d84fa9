export { api } from '@sinais/shared';
export { apiUrl, callApi, INVALID_RESPONSE_MESSAGE, type CallArgs, type CallOptions } from './client';
// Used by one page each, imported from their own modules (not here) to keep them out of every page's chunk:
// download.ts (CSV exports), form.ts (file upload), beacon.ts (lesson progress on leaving).
export {
  apiQueryKey,
  invalidateApi,
  setApiData,
  useApiMutation,
  useApiQuery,
  type ApiMutationOptions,
  type ApiQueryOptions,
} from './hooks';
