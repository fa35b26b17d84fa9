import { Router } from 'express';
import type { SearchResponse } from '@sinais/shared';
import { searchQuerySchema } from '@sinais/shared';
import { createAdminSearchRepo } from '../data/admin-search.repo';
import { adminStats } from '../domain/admin-stats';
import type { ApiCallCounter } from '../domain/api-calls';
import { parseInput } from '../../http/validate';
import type { AdminRoutesDeps } from './admin-routes';

/** Spec 003 §7: admin search across users, signals, payments and logs, and the dashboard figures. */
export function adminSearchRoutes({ ctx, admin }: AdminRoutesDeps, calls: ApiCallCounter): Router {
  const r = Router();
  const search = createAdminSearchRepo(ctx.db);

  r.get('/admin/stats', admin, async (_req, res) => {
    res.json({ success: true, ...(await adminStats(ctx, calls)) });
  });

  r.get('/admin/search', admin, async (req, res) => {
    const { q, type, limit, offset } = parseInput(searchQuerySchema, req.query);
    const page = { limit, offset };
    const started = performance.now();
    const want = (t: string) => type === 'all' || type === t;
    const empty = { rows: [], total: 0, capped: false };
    const [users, signals, payments, logs] = await Promise.all([
      want('users') ? search.users(q, page) : empty,
      want('signals') ? search.signals(q, page) : empty,
      want('payments') ? search.payments(q, page) : empty,
      want('logs') ? search.logs(q, page) : empty,
    ]);
    const tookMs = Math.round((performance.now() - started) * 10) / 10;
    const body: SearchResponse = {
      success: true,
      query: q,
      search_type: type,
      timestamp: new Date().toISOString(),
      total_results: users.total + signals.total + payments.total + logs.total,
      offset,
      limit,
      took_ms: tookMs,
      error: null,
      results: {
        users: users.rows as SearchResponse['results']['users'],
        signals: signals.rows as SearchResponse['results']['signals'],
        payments: payments.rows as SearchResponse['results']['payments'],
        logs: logs.rows as SearchResponse['results']['logs'],
      },
      counts: {
        users: { total: users.total, capped: users.capped },
        signals: { total: signals.total, capped: signals.capped },
        payments: { total: payments.total, capped: payments.capped },
        logs: { total: logs.total, capped: logs.capped },
      },
    };
    res.json(body);
  });

  r.get('/admin/search/suggestions', admin, async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 100) : '';
    res.json({ success: true, suggestions: q.length >= 2 ? await search.suggestions(q) : [] });
  });

  return r;
}
