import type { Request, RequestHandler, Response, Router } from 'express';
import type { ApiParsed, ApiReply, ApiRouteDef } from '@sinais/shared';
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

/** The path on a router mounted at /api. */
const mountedPath = (path: string) => path.replace(/^\/api(?=\/)/, '');

/**
 * Registers a route of the API map on a router mounted at `/api`:
 * `apiRoute(r, api.crm.users, admin)(async ({ query }) => reply)`. The middlewares (auth, activity, rate limits)
 * run first, then params, query and body are parsed with the route's schemas (the first issue becomes a 400 with
 * its Portuguese message), then the handler; its reply, type-checked against the route's response schema, is
 * sent as JSON. (Two calls so the route fixes the handler's types before the handler is read.)
 */
export function apiRoute<R extends ApiRouteDef>(router: Router, route: R, ...middlewares: RequestHandler[]) {
  return (handler: ApiHandler<R>): void => {
    const run: RequestHandler = async (req, res) => {
      const input = {
        params: route.params ? parseInput(route.params, req.params) : {},
        query: route.query ? parseInput(route.query, req.query) : {},
        body: route.body ? parseInput(route.body, req.body) : undefined,
      } as ApiParsed<R>;
      const reply = await handler(input, req, res);
      if (reply !== SENT) res.json(reply);
    };
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](mountedPath(route.path), ...middlewares, run);
  };
}
