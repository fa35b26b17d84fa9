import type { ApiRouteDef } from './route';
import * as areas from './areas';

export * from './route';
export * from './envelopes';
export { rulesPeriodQuerySchema } from './admin';
export { commandBodySchema } from './operations';

/**
 * Every REST route the gateway serves under /api, by area: `api.crm.users`, `api.signals.confirmed`, ...
 * The server registers handlers through it, the web calls it with `callApi`/`useApiQuery`, tests parse with it.
 * A namespace, not an object literal: a bundle keeps only the areas its code reads (`api.signals.*` does not pull
 * the admin schemas into a member's first visit).
 */
export * as api from './areas';

export type ApiMap = typeof areas;
export type ApiArea = keyof ApiMap;
/** Any route of the map (a union of their exact types). */
export type AnyApiRoute = { [A in ApiArea]: ApiMap[A][keyof ApiMap[A]] }[ApiArea];

/** Every route, flat: `{ area, name, route }` (a function: a browser bundle never builds the whole list). */
export function apiRouteList(): ReadonlyArray<{ area: ApiArea; name: string; route: ApiRouteDef }> {
  return Object.entries(areas).flatMap(([area, routes]) =>
    Object.entries(routes).map(([name, route]) => ({
      area: area as ApiArea,
      name,
      route: route as ApiRouteDef,
    })),
  );
}
