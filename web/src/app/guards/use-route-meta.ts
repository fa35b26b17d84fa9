import { useMatches } from 'react-router-dom';
import type { RouteMeta } from '../route-table';

/** The meta of the deepest matched route (set as `handle` by the router). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}
