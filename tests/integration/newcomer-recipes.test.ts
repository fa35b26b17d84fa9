import { createServer, type Server } from 'node:http';
import express, { type Router } from 'express';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  AUTH_MESSAGES,
  defineRoute,
  encodeQuery,
  fillPath,
  InvalidEventError,
  makeEnvelope,
  roomOf,
  type ApiInput,
  type ApiOutput,
  type ApiRouteDef,
  type Envelope,
} from '@sinais/shared';
import { createLogger } from '@sinais/shared/server';
import { accessOfGate, mapRouteOf, type AppContext } from '@sinais/realtime-server';
import { apiRoute, apiRouter } from '../../realtime-server/src/http/api-route';
import { errorHandler, notFoundApi } from '../../realtime-server/src/http/errors';
import { Publisher } from '../../engine/src/publisher/publisher';
import { busSink } from '../../engine/src/publisher/sinks';
import { bindLiveHandlers, deliverLiveEvent, onLiveEvent } from '../../web/src/lib/live/dispatcher';
import { createMarketStore } from '../../web/src/lib/live/market-store';
import { parseLiveEnvelope } from '../../web/src/lib/live/signal-parse';
import { registerAndLogin } from '../helpers/accounts';
import {
  declares,
  docSection,
  missingPaths,
  namedPaths,
  recipeSteps,
  sourcesOf,
  writtenCalls,
} from '../helpers/doc-recipes';
import { expressStack } from '../helpers/express-routes';
import { api as send, startTestServer, type TestServer } from '../helpers/server';
import { connectClient, synced, waitUntil, type TestClient } from '../helpers/socket-client';

/**
 * Issue 31 item 5: the two newcomer recipes (docs/architecture.md and shared/src/api/README.md) describe the code as
 * it is. Each recipe step is walked here in the doc's order, with a route declared only in this file and an event of
 * the catalogue (a closed `as const` list: a test cannot add one without editing it), and the doc text itself is
 * read: a file it names that does not exist, a function it calls that the files it names do not declare, or an
 * `apiRoute`/`apiRouter` call of the wrong shape fails here.
 */

const REST_RECIPES = [
  { file: 'docs/architecture.md', heading: '### Receita: adicionar uma rota REST' },
  { file: 'shared/src/api/README.md', heading: '## Adding a route' },
];
const EVENT_RECIPE = { file: 'docs/architecture.md', heading: '### Receita: adicionar um evento ao vivo' };

/** What each step of the REST recipe must name: the file this test walks that step through. */
const REST_STEPS = [
  'shared/src/schemas/zod-messages.ts', // 1. schemas (the 400 message below comes from it)
  'shared/src/api/route.ts', // 2. defineRoute
  'realtime-server/src/http/api-route.ts', // 3. apiRoute on apiRouter(ctx)
  'realtime-server/src/app.ts', // 4. mounted under /api before notFoundApi
  'web/src/lib/api/index.ts', // 5. called as the typed client calls it
  'tests/integration/api-map-registration.test.ts', // 6. registered once, behind its gate
];
/** The same for the live-event recipe. */
const EVENT_STEPS = [
  'shared/src/schemas/', // 1. payload schema
  'shared/src/events/catalogue.ts', // 2. catalogue line: schema and room
  'engine/src/publisher/publisher.ts', // 3. publisher.publish(type, data) → busSink
  'realtime-server/src/socket/bus-relay.ts', // 4. the relay, unchanged
  'web/src/lib/live/dispatcher.ts', // 5. parsed, dispatched by name to a store action
];

/** Calls on library objects a recipe may show: they are not the project's to declare. */
const LIBRARY_CALLS: Record<string, string> = {
  use: "Express' app.use",
  get: "Express' router.get (the README's counter-example)",
  number: "zod's z.coerce.number",
};

/** A call's shape checked against the real function: positional arguments, a rest parameter, a curried result. */
const SIGNATURES: Record<string, { fn: (...args: never[]) => unknown; rest?: boolean; curried?: boolean }> = {
  apiRoute: { fn: apiRoute, rest: true, curried: true },
  apiRouter: { fn: apiRouter },
  defineRoute: { fn: defineRoute },
};

describe('the recipes name only what exists', () => {
  for (const recipe of [...REST_RECIPES, EVENT_RECIPE]) {
    const text = docSection(recipe.file, recipe.heading);
    const paths = namedPaths(text);
    const sources = sourcesOf(paths);

    it(`${recipe.file} "${recipe.heading}": every file it names exists`, () => {
      expect(paths.length).toBeGreaterThan(8);
      expect(missingPaths(paths)).toEqual([]);
    });

    it(`${recipe.file} "${recipe.heading}": every function it calls is declared in a file it names`, () => {
      const calls = writtenCalls(text);
      expect(calls.length).toBeGreaterThan(5);
      const undeclared = calls
        .filter((c) => !(c.member && c.name in LIBRARY_CALLS))
        .filter((c) => !sources.some((src) => declares(src, c.name)))
        .map((c) => `${c.member ? '.' : ''}${c.name}(`);
      expect([...new Set(undeclared)]).toEqual([]);
    });

    it(`${recipe.file} "${recipe.heading}": apiRoute, apiRouter and defineRoute are called as declared`, () => {
      const wrong = writtenCalls(text)
        .filter((c) => !c.member && c.name in SIGNATURES)
        .flatMap((c) => {
          const sig = SIGNATURES[c.name]!;
          const positional = c.args.filter((a) => !a.startsWith('...'));
          const shape = `${c.name}(${c.args.join(', ')})${c.curried ? '(…)' : ''}`;
          if (positional.length !== sig.fn.length) return [`${shape}: ${sig.fn.length} argumentos`];
          if (positional.length !== c.args.length && !sig.rest) return [`${shape}: sem ...resto`];
          if (c.curried !== Boolean(sig.curried)) return [`${shape}: curried=${Boolean(sig.curried)}`];
          return [];
        });
      expect(wrong).toEqual([]);
    });
  }

  it('each REST step names the file this test walks it through, in the same order', () => {
    for (const recipe of REST_RECIPES) {
      const steps = recipeSteps(docSection(recipe.file, recipe.heading));
      expect(steps, recipe.file).toHaveLength(REST_STEPS.length);
      REST_STEPS.forEach((file, i) => expect(steps[i], `${recipe.file} passo ${i + 1}`).toContain(file));
    }
  });

  it('each live-event step names the file this test walks it through, in the same order', () => {
    const steps = recipeSteps(docSection(EVENT_RECIPE.file, EVENT_RECIPE.heading));
    expect(steps).toHaveLength(EVENT_STEPS.length);
    EVENT_STEPS.forEach((file, i) => expect(steps[i], `passo ${i + 1}`).toContain(file));
  });
});

// Step 1: schemas (zod; a number in the query is coerced). Step 2: the route, declared with defineRoute.
const summaryRoute = defineRoute({
  method: 'GET',
  path: '/api/recipe-fixture/:symbol/summary',
  access: 'member',
  params: z.object({ symbol: z.string().regex(/^[A-Z]{2,20}$/, 'Informe o par em maiúsculas.') }),
  query: z.object({ horas: z.coerce.number().int().min(1).max(72) }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ symbol: z.string(), horas: z.number(), user_id: z.string() }),
  }),
});

// Step 3: the area's routes function, exactly as the recipe writes it.
function recipeFixtureRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  apiRoute(
    r,
    summaryRoute,
  )(async ({ params, query }, req) => ({
    success: true as const,
    data: { symbol: params.symbol, horas: query.horas, user_id: req.session!.user.id },
  }));
  return r;
}

/**
 * Step 4, without touching the product's app (there is no seam to add a router to a started gateway, and the
 * fixture must not reach its route stack): the tail of `createHttpApp` — JSON body, the routes under /api,
 * `notFoundApi`, the error handler — over the started gateway's own context, so the gate reads its real sessions.
 */
async function listenFixtureApp(
  ctx: AppContext,
): Promise<{ url: string; app: express.Express; server: Server }> {
  const app = express();
  app.use('/api', express.json());
  app.use('/api', recipeFixtureRoutes(ctx));
  app.use('/api', notFoundApi);
  app.use(errorHandler(ctx.logger));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  return { url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`, app, server };
}

/**
 * Step 5: what `callApi` (web/src/lib/api/client.ts) does — path filled, query encoded, bearer token, answer parsed
 * with the route's schema. The client itself needs the browser's session store (localStorage), so this is its
 * node twin; an error keeps the server's status and body as `HttpError` does.
 */
async function callLikeWeb<R extends ApiRouteDef>(
  base: string,
  route: R,
  input: ApiInput<R>,
  token?: string,
): Promise<{ status: number; body: unknown; parsed: ApiOutput<R> | null }> {
  const i = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const res = await fetch(base + fillPath(route.path, i.params) + encodeQuery(i.query), {
    method: route.method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body: unknown = await res.json();
  return { status: res.status, body, parsed: res.ok ? (route.response.parse(body) as ApiOutput<R>) : null };
}

describe('the REST recipe, walked with a route declared only here', () => {
  let s: TestServer;
  let fixture: Awaited<ReturnType<typeof listenFixtureApp>>;
  let member = '';
  let memberId = '';

  beforeAll(async () => {
    s = await startTestServer();
    fixture = await listenFixtureApp(s.application.ctx);
    member = await registerAndLogin(s.url, {
      username: 'Nova Pessoa',
      email: 'receita@example.com',
      password: 'senha-123',
    });
    memberId = api.auth.me.response.parse((await send(s.url, '/api/auth/me', { token: member })).body).user
      .id;
  });
  afterAll(async () => {
    await new Promise((resolve) => fixture?.server.close(resolve));
    await s?.close();
  });

  it('answers the right role 200 with what the route declares, parsed by its schema', async () => {
    const res = await callLikeWeb(
      fixture.url,
      summaryRoute,
      { params: { symbol: 'BTCUSDT' }, query: { horas: 24 } },
      member,
    );
    expect(res.status).toBe(200);
    expect(res.parsed).toEqual({ success: true, data: { symbol: 'BTCUSDT', horas: 24, user_id: memberId } });
  });

  it('refuses a visitor with 401 from the gate its `member` access mounted, before reading the input', async () => {
    for (const horas of [24, Number.NaN]) {
      const res = await callLikeWeb(fixture.url, summaryRoute, {
        params: { symbol: 'BTCUSDT' },
        query: { horas },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'token_missing', message: AUTH_MESSAGES.tokenMissing });
    }
  });

  it('answers bad input 400 with the Portuguese message of the schema or of zod-messages', async () => {
    const badQuery = await callLikeWeb(
      fixture.url,
      summaryRoute,
      { params: { symbol: 'BTCUSDT' }, query: { horas: Number.NaN } },
      member,
    );
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toEqual({
      error: 'validation',
      message: 'Informe um número válido.',
      field: 'horas',
    });
    const badParam = await callLikeWeb(
      fixture.url,
      summaryRoute,
      { params: { symbol: 'btc' }, query: { horas: 24 } },
      member,
    );
    expect(badParam.status).toBe(400);
    expect(badParam.body).toEqual({
      error: 'validation',
      message: 'Informe o par em maiúsculas.',
      field: 'symbol',
    });
  });

  it('registers the route the way the route-stack test requires, and only on the fixture app', () => {
    const served = expressStack(fixture.app).routes.filter(
      (r) => r.path === '/api/recipe-fixture/:symbol/summary',
    );
    expect(served).toHaveLength(1);
    expect(mapRouteOf(served[0]!.handlers.at(-1))).toBe(summaryRoute);
    expect(served[0]!.handlers.map(accessOfGate)[0]).toBe('member');
    const product = expressStack(s.application.app).routes.map((r) => r.path);
    expect(product.filter((p) => p.includes('recipe-fixture'))).toEqual([]);
    expect(product).toContain('/api/auth/me');
  });
});

/** A public event sent after the one under test: once a socket has it, it has had whatever came before. */
const btcData = () => ({
  price: 97_123,
  change_24h: 0,
  volume_24h: 1,
  market_cap: 1,
  dominance: 50,
  simulated: true,
  updated_at: new Date().toISOString(),
});

describe('the live-event recipe, walked with market:ticked (members) and experimental:changed (user)', () => {
  let s: TestServer;
  const clients: TestClient[] = [];
  const tokens = { ana: '', bia: '' };
  let anaId = '';
  const open = async (token?: string) => {
    const c = connectClient(s.url, token ? { token } : {});
    clients.push(c);
    return synced(c);
  };
  const received = (c: TestClient, type: string) => c.other.filter((e: Envelope) => e.type === type);

  beforeAll(async () => {
    s = await startTestServer();
    for (const name of ['ana', 'bia'] as const)
      tokens[name] = await registerAndLogin(s.url, {
        username: name,
        email: `${name}@example.com`,
        password: 'senha-123',
      });
    anaId = api.auth.me.response.parse((await send(s.url, '/api/auth/me', { token: tokens.ana })).body).user
      .id;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await s?.close();
  });

  it('steps 1–2: the catalogue validates the payload where the envelope is made and names its room', () => {
    expect(() => makeEnvelope('market:ticked', { prices: { BTCUSDT: -1 }, simulated: true })).toThrow(
      InvalidEventError,
    );
    const env = makeEnvelope('market:ticked', { prices: { BTCUSDT: 1 }, simulated: true });
    expect(roomOf(env)).toBe('members');
  });

  it('steps 3–5: engine publisher → bus → relay to the members room → socket → parsed → store action', async () => {
    const { bus } = s.application.ctx;
    const onBus: Envelope[] = [];
    const off = bus.subscribe((env) => onBus.push(env), ['market:ticked']);
    const [ana, visitor] = [await open(tokens.ana), await open()];

    // Step 3: the engine's publisher, with the bus sink it starts with (engine/src/start/parts.ts).
    const logger = createLogger('recipe-engine', 'silent');
    const publisher = new Publisher([busSink(bus)], logger);
    const sent = publisher.publish('market:ticked', { prices: { BTCUSDT: 97_123 }, simulated: true });
    const fence = publisher.publish('btc:updated', btcData());
    await publisher.flush();
    off();
    expect(onBus.map((e) => e.id)).toEqual([sent.id]);

    // Step 4: the relay sent it to the members room — the member's socket, not the visitor's.
    await waitUntil(
      () => [ana, visitor].every((c) => received(c, 'btc:updated').some((e) => e.id === fence.id)),
      10_000,
      'o evento público depois do de membros',
    );
    expect(received(ana, 'market:ticked')).toEqual([sent]);
    expect(received(visitor, 'market:ticked')).toEqual([]);

    // Step 5: the web's path from socket.ts's onAny: parsed with the catalogue, dispatched by name to the action.
    const store = createMarketStore();
    const unbind = bindLiveHandlers(['market:ticked'], store.getState);
    const seen: number[] = [];
    const unsubscribe = onLiveEvent(['market:ticked'], (env) => seen.push(env.data.prices.BTCUSDT!));
    const env = parseLiveEnvelope(received(ana, 'market:ticked')[0]);
    expect(env?.type).toBe('market:ticked');
    deliverLiveEvent(env!);
    unbind();
    unsubscribe();
    expect(store.getState().prices).toEqual({ BTCUSDT: 97_123 });
    expect(seen).toEqual([97_123]);
  });

  it("step 3 in the gateway: ctx.bus.publish(makeEnvelope(type, data, { userId })) reaches that user's room only", async () => {
    const [ana, bia] = [await open(tokens.ana), await open(tokens.bia)];
    const { bus } = s.application.ctx;
    const mine = makeEnvelope(
      'experimental:changed',
      { enabled: true, updated_at: new Date().toISOString() },
      { userId: anaId },
    );
    await bus.publish(mine);
    const fence = makeEnvelope('btc:updated', btcData());
    await bus.publish(fence);
    await waitUntil(
      () => [ana, bia].every((c) => received(c, 'btc:updated').some((e) => e.id === fence.id)),
      10_000,
      'o evento público depois do de um usuário',
    );
    expect(received(ana, 'experimental:changed')).toEqual([mine]);
    expect(received(bia, 'experimental:changed')).toEqual([]);
  });
});
