import type { Router } from 'express';
import { api } from '@sinais/shared';
import { CURSOR_IDS, type Section } from '../data/admin-search.repo';
import { decodeCursor, type Cursor } from '../data/search-tiers';
import { adminStats } from '../domain/admin-stats';
import type { ApiCallCounter } from '../domain/api-calls';
import { parseTerm } from '../domain/search-terms';
import { AppError } from '../../errors';
import { apiRoute, apiRouter } from '../../http/api-route';
import type { AdminRoutesDeps } from './admin-routes';

type Key = keyof typeof CURSOR_IDS;
const SECTIONS: Key[] = ['users', 'signals', 'payments', 'logs'];

/** A cursor only continues the one section it was written for. */
function cursorFor(raw: string | undefined, type: string): Cursor | null {
  if (raw === undefined) return null;
  const c = decodeCursor(raw);
  const key = type as Key;
  if (!c || !SECTIONS.includes(key) || !CURSOR_IDS[key].test(c.id) || c.tier < 0 || c.tier > 2)
    throw new AppError('invalid_cursor', 'Continuação de busca inválida: refaça a busca.', 400);
  return c;
}

/** Spec 003 §7: admin search across users, signals, payments and logs, and the dashboard figures. */
export function adminSearchRoutes({ ctx, domain }: AdminRoutesDeps, calls: ApiCallCounter): Router {
  const r = apiRouter(ctx);
  const { adminSearch: search, searchSuggestions: suggest } = ctx.repos;

  apiRoute(r, api.admin.stats)(async () => ({ success: true, ...(await adminStats(domain, calls)) }));

  apiRoute(
    r,
    api.admin.search,
  )(async ({ query: { q, type, limit, cursor: raw } }) => {
    const cursor = cursorFor(raw, type);
    const term = parseTerm(q);
    const started = performance.now();
    const empty: Section<never> = { rows: [], total: 0, capped: false, next: null, searchedTo: null };
    const want = (t: Key) => type === 'all' || type === t;
    const [users, signals, payments, logs] = await Promise.all([
      want('users') ? search.users(term, cursor, limit) : empty,
      want('signals') ? search.signals(term, cursor, limit) : empty,
      want('payments') ? search.payments(term, cursor, limit) : empty,
      want('logs') ? search.logs(term, cursor, limit) : empty,
    ]);
    const tookMs = Math.round((performance.now() - started) * 10) / 10;
    const count = (s: Section<unknown>) => ({
      total: s.total,
      capped: s.capped,
      next: s.next,
      partial: s.searchedTo !== null,
      searched_to: s.searchedTo,
    });
    return {
      success: true,
      query: q,
      search_type: type,
      timestamp: new Date().toISOString(),
      total_results: users.total + signals.total + payments.total + logs.total,
      limit,
      took_ms: tookMs,
      error: null,
      results: { users: users.rows, signals: signals.rows, payments: payments.rows, logs: logs.rows },
      counts: { users: count(users), signals: count(signals), payments: count(payments), logs: count(logs) },
    };
  });

  apiRoute(
    r,
    api.admin.searchSuggestions,
  )(async ({ query }) => {
    const term = parseTerm((query.q ?? '').trim().slice(0, 100));
    return { success: true, suggestions: term.folded.length >= 2 ? await suggest(term) : [] };
  });

  return r;
}
