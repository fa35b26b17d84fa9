import { accountApi } from './account';
import { adminApi } from './admin';
import { alertsApi } from './alerts';
import { authApi } from './auth';
import { coursesApi } from './courses';
import { crmApi } from './crm';
import { marketApi } from './market';
import { operationsApi } from './operations';
import { paymentsApi } from './payments';
import type { ApiRouteDef } from './route';
import { salesApi } from './sales';
import { signalsApi } from './signals';

export * from './route';
export * from './envelopes';
export { rulesPeriodQuerySchema } from './admin';
export { commandBodySchema } from './operations';

/**
 * Every REST route the gateway serves under /api, by area: `api.crm.users`, `api.signals.confirmed`, ...
 * The server registers handlers through it, the web calls it with `callApi`/`useApiQuery`, tests parse with it.
 */
export const api = {
  auth: authApi,
  account: accountApi,
  alerts: alertsApi,
  signals: signalsApi,
  market: marketApi,
  payments: paymentsApi,
  courses: coursesApi,
  sales: salesApi,
  crm: crmApi,
  admin: adminApi,
  operations: operationsApi,
} as const;

export type ApiMap = typeof api;
export type ApiArea = keyof ApiMap;
/** Any route of the map (a union of their exact types). */
export type AnyApiRoute = { [A in ApiArea]: ApiMap[A][keyof ApiMap[A]] }[ApiArea];

/** Every route, flat: `{ area, name, route }`. */
export const apiRouteList: ReadonlyArray<{ area: ApiArea; name: string; route: ApiRouteDef }> =
  Object.entries(api).flatMap(([area, routes]) =>
    Object.entries(routes).map(([name, route]) => ({
      area: area as ApiArea,
      name,
      route: route as ApiRouteDef,
    })),
  );
