import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { ApiParsed, ApiReply, ApiRouteDef } from '@sinais/shared';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { accessGates, type AccessGates } from './access-gate';
import { parseInput } from './validate';

/** Returned by a handler that wrote the response itself (a cached encoded body, a CSV, a 204, a 401 body). */
export interface Sent {
  readonly responseSent: true;
}
export const SENT: Sent = Object.freeze({ responseSent: true });

/**
 * A route's handler: gets the parsed `{ params, query, body }` and returns the reply, typed against the route's
 * response schema (what the client parses). Set a status with `res.status(201)` before returning.
 */
export type ApiHandler<R extends ApiRouteDef> = ApiIOHandler<ApiParsed<R>, ApiReply<R>>;
/** Over the route's input and reply only, so a route and its alias take the same handler. */
export type ApiIOHandler<In, Reply> = (
  input: In,
  req: Request,
  res: Response,
) => Promise<Reply | Sent> | Reply | Sent;

export const BODY_MISSING =
  'Envie os dados do formulário em JSON (Content-Type: application/json) e tente de novo.';

/** Whether the request carries a body on the wire (what body parsers look at). */
const sentBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The body to validate. Nothing parsed it, though one was sent (not JSON), or a PUT came without one: a 400,
 * never the schema's defaults, so a missing body cannot reset what the PUT replaces (issue 28: empty
 * `PUT /api/account/preferences` reset the member's alert filters). A POST without a body keeps its options'
 * defaults (commands such as approving a purchase take optional flags).
 */
function bodyOf(route: ApiRouteDef, req: Request): unknown {
  const sent = sentBody(req);
  // An empty JSON body parses to {} (body-parser): for a PUT that is a missing body too.
  if ((sent && req.body === undefined) || (!sent && route.method === 'PUT'))
    throw new AppError('body_missing', BODY_MISSING, 400);
  return req.body;
}

/** The path on a router mounted at /api. */
const mountedPath = (path: string) => path.replace(/^\/api(?=\/)/, '');

const GATES = Symbol('access gates');

/** A router that registers the API map's routes: it carries the access gates `apiRoute` mounts. */
export type ApiRouter = Router & { readonly [GATES]: AccessGates };

/** A router for an area's routes (mounted at `/api`); routes go on it through `apiRoute` only. */
export function apiRouter(ctx: AppContext): ApiRouter {
  return Object.assign(Router(), { [GATES]: accessGates(ctx) });
}

const registered = new WeakMap<RequestHandler, ApiRouteDef>();

/** The map route a handler serves, when `apiRoute` registered it (the route-stack test reads it). */
export const mapRouteOf = (fn: unknown): ApiRouteDef | undefined =>
  typeof fn === 'function' ? registered.get(fn as RequestHandler) : undefined;

/**
 * Registers a route of the API map on a router mounted at `/api`:
 * `apiRoute(r, api.crm.users)(async ({ query }) => reply)`. First the access gate the route's `access` declares
 * (`access-gate.ts`: 401/403 before anything else is read), then the route's own middlewares (activity, rate
 * limits, body readers), then params, query and body are parsed with the route's schemas (the first issue becomes
 * a 400 with its Portuguese message), then the handler; its reply, type-checked against the route's response
 * schema, is sent as JSON. (Two calls so the route fixes the handler's types before the handler is read.)
 */
export function apiRoute<R extends ApiRouteDef>(
  router: ApiRouter,
  route: R,
  ...middlewares: RequestHandler[]
) {
  return (handler: ApiHandler<R>): void => {
    const run: RequestHandler = async (req, res) => {
      const input = {
        params: route.params ? parseInput(route.params, req.params) : {},
        query: route.query ? parseInput(route.query, req.query) : {},
        body: route.body ? parseInput(route.body, bodyOf(route, req)) : undefined,
      } as ApiParsed<R>;
      const reply = await handler(input, req, res);
      if (reply !== SENT) res.json(reply);
    };
    registered.set(run, route);
    const gate = router[GATES][route.access];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](mountedPath(route.path), ...(gate ? [gate] : []), ...middlewares, run);
  };
}
