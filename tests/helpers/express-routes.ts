import type { Express } from 'express';

/** One route of an Express app as its router stack holds it: method, full path, and its handlers in order. */
export interface ExpressRoute {
  method: string;
  path: string;
  handlers: unknown[];
}

/** A middleware mounted with `use` (not a route), with the path it is mounted on. */
export interface ExpressMiddleware {
  path: string;
  handle: unknown;
}

interface Layer {
  handle: unknown;
  rawPath?: string | string[];
  method?: string;
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Layer[] };
}

const joined = (prefix: string, path: string) =>
  path === '/' ? prefix || '/' : (prefix === '/' ? '' : prefix) + path;

/**
 * Every route and mounted middleware of an app (Express 5 / router 2), walking nested routers and joining their
 * mount paths: what the app really serves, whatever code registered it.
 */
export function expressStack(app: Express): { routes: ExpressRoute[]; middlewares: ExpressMiddleware[] } {
  const routes: ExpressRoute[] = [];
  const middlewares: ExpressMiddleware[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat())
          for (const method of Object.keys(layer.route.methods))
            routes.push({
              method: method.toUpperCase(),
              path: joined(prefix, path),
              handlers: layer.route.stack
                .filter((l) => l.method === undefined || l.method === method)
                .map((l) => l.handle),
            });
        continue;
      }
      for (const path of [layer.rawPath ?? '/'].flat()) {
        const nested = (layer.handle as { stack?: Layer[] }).stack;
        if (Array.isArray(nested)) walk(nested, joined(prefix, path));
        else middlewares.push({ path: joined(prefix, path), handle: layer.handle });
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return { routes, middlewares };
}
