import type { Router } from 'express';
import { api, type ApiParsed, type ApiReply, type ApiRouteDef, type SignalStatus } from '@sinais/shared';
import type { AppContext } from '../../context';
import { signalSnapshot, windowStart } from '../domain/signal-lists';
import { apiRoute, apiRouter, type ApiIOHandler } from '../../http/api-route';
import { withSpecAliases } from '../../http/spec-aliases';
import { confirmedListHandler } from './confirmed-list';

/** A route's handler that its alias (same query and response, another path) takes too. */
type AliasHandler<R extends ApiRouteDef> = ApiIOHandler<ApiParsed<R>, ApiReply<R>>;

/**
 * Signal lists of spec 000 §7 and spec 003 §7. Confirmed signals are public (the dashboard calls them
 * without a token); pending and rejected ones, and the combined view, are for admins only.
 * Every list carries `data.latest_seq` so a client can `signals:sync` from exactly after its snapshot.
 * An alias path answers exactly what its route answers.
 */
export function signalsRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const deps = { signals: ctx.repos.signals, events: ctx.repos.signalEvents };
  const optIns = ctx.repos.experimentalOptIns;
  /** An admin list, alias fields added, with the seq it is consistent with (pending is not windowed unless asked). */
  const snap = async (status: SignalStatus, since: string | undefined) => {
    const s = await signalSnapshot(
      deps,
      status,
      status === 'PENDING' && since === undefined ? null : windowStart(since),
      'admins',
    );
    const signals = s.signals.map(withSpecAliases);
    return {
      signals,
      count: signals.length,
      latest_seq: s.latest_seq,
      since: s.since,
      timestamp: s.generated_at,
    };
  };

  const pending: AliasHandler<typeof api.signals.pending> = async ({ query }) => {
    const { signals, count, latest_seq, timestamp } = await snap('PENDING', query.since);
    return { success: true, data: { pending_signals: signals, count, latest_seq }, timestamp };
  };
  const rejected: AliasHandler<typeof api.signals.rejected> = async ({ query }) => {
    const { signals, count, latest_seq, since, timestamp } = await snap('REJECTED', query.since);
    return { success: true, data: { rejected_signals: signals, count, latest_seq, since }, timestamp };
  };
  // Public (no token needed); the token of an admin, or of a member who opted in to experimental signals, adds
  // the experimental ones their socket also gets.
  const confirmed = confirmedListHandler(ctx, { ...deps, optIns });
  apiRoute(r, api.signals.confirmed)(confirmed);
  apiRoute(r, api.signals.confirmedAlias)(confirmed);
  apiRoute(r, api.signals.pending)(pending);
  apiRoute(r, api.signals.pendingAlias)(pending);
  apiRoute(r, api.signals.rejected)(rejected);
  apiRoute(r, api.signals.rejectedAlias)(rejected);

  apiRoute(
    r,
    api.signals.all,
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
