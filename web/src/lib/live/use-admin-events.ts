import { useEffect } from 'react';
import { routeStreams, startRealtime } from '../socket';
import { adminStreams } from './admin-streams';
import { bindLiveHandlers, type LiveEventType, type LiveHandlers } from './dispatcher';

/**
 * Binds a feature store to live events for the life of the page: starts the app's one socket (idempotent) and
 * hands each event of `types`, typed and unchanged, to the store action of the same name.
 */
export function useAdminEvents<T extends LiveEventType>(
  types: readonly T[],
  store: { getState: () => LiveHandlers<T> },
): void {
  useEffect(() => {
    routeStreams(adminStreams);
    startRealtime();
    return bindLiveHandlers(types, store.getState);
    // The list of types is static per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
}
