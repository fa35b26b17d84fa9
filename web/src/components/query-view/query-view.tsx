import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { RetryPanel } from '@/components/retry-panel/retry-panel';
import { HttpError } from '@/lib/http';

/** What QueryView reads of a query: any `useQuery`/`useApiQuery` result fits. */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** Said when the read fails and the server sent no sentence of its own. */
  errorText?: string;
  loadingText?: string;
  /** Replaces the spinner (a page with a skeleton of its own). */
  loading?: ReactNode;
  /** Replaces the retry panel (a page that says the failure its own way). */
  failed?: (message: string, retry: () => void) => ReactNode;
  /** Data that counts as "nothing to show" renders `empty` instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
}

/** The user-facing sentence of a failed read: the server's (or the network's) message, else `fallback`. */
export function queryErrorText(err: unknown, fallback: string): string {
  return err instanceof HttpError ? err.message : fallback;
}

/**
 * The one way a screen shows a server read: a spinner while it loads, the failure in words with "Tentar
 * novamente", the empty state, or the data. Data already shown stays while a refetch runs or fails.
 */
export function QueryView<T>({
  query,
  children,
  errorText = 'Não foi possível carregar os dados.',
  loadingText = 'Carregando...',
  loading,
  failed,
  isEmpty,
  empty = null,
}: QueryViewProps<T>) {
  if (query.data !== undefined) return <>{isEmpty?.(query.data) ? empty : children(query.data)}</>;
  if (query.error) {
    const message = queryErrorText(query.error, errorText);
    const retry = () => void query.refetch();
    return <>{failed ? failed(message, retry) : <RetryPanel message={message} onRetry={retry} />}</>;
  }
  return <>{loading ?? <LoadingScreen message={loadingText} fullHeight={false} />}</>;
}
