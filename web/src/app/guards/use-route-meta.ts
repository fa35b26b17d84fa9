import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { ROUTE_TABLE, type RouteMeta } from '../route-table';

const META_ROUTES = ROUTE_TABLE.map((meta) => ({ path: meta.path, meta }));

/** The meta of the route the current location matches (ranked like the router ranks them); none on `*`. */
export function useRouteMeta(): RouteMeta | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(META_ROUTES, pathname)?.at(-1)?.route.meta, [pathname]);
}
