import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteList, routeId } from '@sinais/shared';
import { accessOfGate, mapRouteOf } from '@sinais/realtime-server';
import { expressStack, type ExpressMiddleware, type ExpressRoute } from '../helpers/express-routes';
import { startTestServer, type TestServer } from '../helpers/server';

/** What the gateway serves outside the API map, and why it has no place in it (the map is `/api/...` JSON). */
const OUTSIDE_THE_MAP: Record<string, string> = {
  'GET /healthz': 'liveness probe for orchestrators',
  'GET /readyz': 'readiness probe for orchestrators',
  'GET /metrics': 'Prometheus text, closed by METRICS_TOKEN (metrics-closed.test.ts)',
  'GET /media/:file':
    'lesson videos behind signed links, checked again on every range (session-revocation.test.ts)',
};

/**
 * Issue 28: the map is the only way in. Walking the started app's router stack, every route Express serves was
 * registered from the map by `apiRoute` (same method and path), behind the access gate its `access` declares and
 * no other; every route of the map is served exactly once; no gate is mounted outside a route. (The built web
 * client and its SPA fallback are middlewares, not routes.)
 */
describe('the Express app against the API map', () => {
  let s: TestServer;
  let routes: ExpressRoute[];
  let middlewares: ExpressMiddleware[];
  beforeAll(async () => {
    s = await startTestServer();
    ({ routes, middlewares } = expressStack(s.application.app));
  });
  afterAll(async () => s?.close());

  const idOf = (r: ExpressRoute) => `${r.method} ${r.path}`;

  it('serves no route that is not in the map (but the listed probes and media)', () => {
    const outside = routes
      .filter((r) => !(idOf(r) in OUTSIDE_THE_MAP))
      .filter((r) => {
        const def = mapRouteOf(r.handlers.at(-1));
        return !def || routeId(def) !== idOf(r);
      })
      .map(idOf);
    expect(outside).toEqual([]);
    expect(routes.map(idOf)).toEqual(expect.arrayContaining(Object.keys(OUTSIDE_THE_MAP)));
  });

  it('serves every route of the map once, behind the gate its access declares and no other', () => {
    const wrong: string[] = [];
    for (const { route } of apiRouteList) {
      const served = routes.filter((r) => mapRouteOf(r.handlers.at(-1)) === route);
      if (served.length !== 1) {
        wrong.push(`${routeId(route)}: registered ${served.length}×`);
        continue;
      }
      const gates = served[0]!.handlers.map(accessOfGate);
      const expected = route.access === 'public' ? [] : [route.access];
      const found = gates.filter((g) => g !== undefined);
      if (
        JSON.stringify(found) !== JSON.stringify(expected) ||
        (expected.length && gates[0] !== route.access)
      )
        wrong.push(`${routeId(route)} (${route.access}): gates ${JSON.stringify(gates)}`);
    }
    expect(wrong).toEqual([]);
    expect(apiRouteList.length).toBeGreaterThanOrEqual(121);
  });

  it('mounts no access gate as a router-wide middleware', () => {
    expect(middlewares.filter((m) => accessOfGate(m.handle) !== undefined).map((m) => m.path)).toEqual([]);
  });
});
