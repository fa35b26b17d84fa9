import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, anyone (a token changes the answer), a signed-in member, an admin. */
export type RouteAccess = 'public' | 'optional' | 'member' | 'admin';

/** What the body of a success is: JSON (parsed with `response`), text (CSV export), or nothing (204). */
export type ResponseKind = 'json' | 'text' | 'empty';

/** One REST route of the gateway, declared once: the server registers it, the web calls it, tests parse it. */
export interface ApiRouteDef {
  readonly method: HttpMethod;
  /** Full path under the gateway, `/api/...`, with `:name` params. */
  readonly path: `/api/${string}`;
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** Defaults to 'json'. */
  readonly kind?: ResponseKind;
  /** True when the route needs state a walk of the map cannot make (ids, a configured provider, a selection). */
  readonly needsState?: boolean;
}

type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** A route whose path has `:params` must declare a params schema with exactly those keys. */
type ParamsMatchPath<R extends ApiRouteDef> = [ParamNames<R['path']>] extends [never]
  ? unknown
  : { readonly params: z.ZodType<Record<ParamNames<R['path']>, string>> };

/** Declares a route; the type keeps every schema so client and server infer their input and output. */
export function defineRoute<const R extends ApiRouteDef>(route: R & ParamsMatchPath<R>): R {
  return route;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Part<R, K extends 'params' | 'query' | 'body'> = R extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? // Optional when an empty value passes (a query of optional filters, a body of optional fields).
    object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : undefined extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : unknown;

/** What a caller sends: `{ params, query, body }`, each present only when the route declares it. */
export type ApiInput<R extends ApiRouteDef> = Simplify<
  Part<R, 'params'> & Part<R, 'query'> & Part<R, 'body'>
>;

/** The parsed params/query/body a server handler receives. */
export type ApiParsed<R extends ApiRouteDef> = Simplify<{
  params: R extends { readonly params: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
  query: R extends { readonly query: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
  body: R extends { readonly body: infer S extends z.ZodType } ? z.output<S> : undefined;
}>;

/** What the client gets once the answer is parsed with the route's schema. */
export type ApiOutput<R extends ApiRouteDef> = z.output<R['response']>;

/** What the server may send (before the schema's defaults apply). */
export type ApiReply<R extends ApiRouteDef> = z.input<R['response']>;

/** `/api/a/:id/b` with `{ id: 'x y' }` → `/api/a/x%20y/b`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`Parâmetro ausente na rota ${path}: ${name}`);
    return encodeURIComponent(String(v));
  });
}

/** A query object as a search string (`?a=1&b=x`), leaving out undefined and null; '' when nothing is left. */
export function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? (v as unknown[]) : [v])
      parts.push(
        `${encodeURIComponent(k)}=${encodeURIComponent(item instanceof Date ? item.toISOString() : String(item))}`,
      );
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A route's identity in logs and query keys: `GET /api/crm/users`. */
export const routeId = (r: Pick<ApiRouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;
