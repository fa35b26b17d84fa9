import { Router } from 'express';
import { api, type SignalStatus } from '@sinais/shared';
import type { AppContext } from '../../context';
import { createExperimentalOptInsRepo } from '../data/experimental-opt-ins.repo';
import { createSignalEventsRepo } from '../data/signal-events.repo';
import { createSignalsRepo } from '../data/signals.repo';
import { signalSnapshot, windowStart } from '../domain/signal-lists';
import { requireAdmin } from '../../http/auth.middleware';
import { apiRoute } from '../../http/api-route';
import { withSpecAliases } from '../../http/spec-aliases';
import { confirmedListHandler } from './confirmed-list';

/**
 * Signal lists of spec 000 §7 and spec 003 §7. Confirmed signals are public (the dashboard calls them
 * without a token); pending and rejected ones, and the combined view, are for admins only.
 * Every list carries `data.latest_seq` so a client can `signals:sync` from exactly after its snapshot.
 * An alias path answers exactly what its route answers.
 */
export function signalsRoutes(ctx: AppContext): Router {
  const r = Router();
  const deps = { signals: createSignalsRepo(ctx.db), events: createSignalEventsRepo(ctx.db) };
  const admin = requireAdmin(ctx);
  const optIns = createExperimentalOptInsRepo(ctx.db);
  const snap = (status: SignalStatus, since: string | undefined) =>
    signalSnapshot(
      deps,
      status,
      status === 'PENDING' && since === undefined ? null : windowStart(since),
      'admins',
    );

  // Public (no token needed); the token of an admin, or of a member who opted in to experimental signals, adds
  // the experimental ones their socket also gets.
  const confirmed = confirmedListHandler(ctx, { ...deps, optIns });
  apiRoute(r, api.signals.confirmed)(confirmed);
  apiRoute(r, api.signals.confirmedAlias)(confirmed);

  for (const route of [api.signals.pending, api.signals.pendingAlias])
    apiRoute(
      r,
      route,
      admin,
    )(async ({ query }) => {
      const s = await snap('PENDING', query.since);
      return {
        success: true,
        data: {
          pending_signals: s.signals.map(withSpecAliases),
          count: s.signals.length,
          latest_seq: s.latest_seq,
        },
        timestamp: s.generated_at,
      };
    });

  for (const route of [api.signals.rejected, api.signals.rejectedAlias])
    apiRoute(
      r,
      route,
      admin,
    )(async ({ query }) => {
      const s = await snap('REJECTED', query.since);
      return {
        success: true,
        data: {
          rejected_signals: s.signals.map(withSpecAliases),
          count: s.signals.length,
          latest_seq: s.latest_seq,
          since: s.since,
        },
        timestamp: s.generated_at,
      };
    });

  apiRoute(
    r,
    api.signals.all,
    admin,
  )(async ({ query }) => {
    // One seq for the three lists: read before any of them (see signalSnapshot).
    const latest_seq = await deps.events.latestSeq();
    const since = windowStart(query.since);
    const [c, p, j] = await Promise.all([
      deps.signals.list('CONFIRMED', { since, limit: 500, audience: 'admins' }),
      deps.signals.list('PENDING', { limit: 500, audience: 'admins' }),
      deps.signals.list('REJECTED', { since, limit: 500, audience: 'admins' }),
    ]);
    return {
      success: true,
      data: {
        confirmed: { signals: c.map(withSpecAliases), count: c.length },
        pending: { signals: p.map(withSpecAliases), count: p.length },
        rejected: { signals: j.map(withSpecAliases), count: j.length },
        summary: {
          confirmed: c.length,
          pending: p.length,
          rejected: j.length,
          total: c.length + p.length + j.length,
          since: since.toISOString(),
        },
        latest_seq,
      },
      timestamp: new Date().toISOString(),
    };
  });
  return r;
}
