import { Router, type Request, type Response } from 'express';
import type { SignalStatus } from '@sinais/shared';
import type { AppContext } from '../../context';
import { createExperimentalOptInsRepo } from '../data/experimental-opt-ins.repo';
import { createSignalEventsRepo } from '../data/signal-events.repo';
import { createSignalsRepo, type Audience } from '../data/signals.repo';
import { signalSnapshot, windowStart } from '../domain/signal-lists';
import { requireAdmin } from '../../http/auth.middleware';
import { confirmedListHandler } from './confirmed-list';

/**
 * Signal lists of spec 000 §7 and spec 003 §7. Confirmed signals are public (the dashboard calls them
 * without a token); pending and rejected ones, and the combined view, are for admins only.
 * Every list carries `latest_seq` so a client can `signals:sync` from exactly after its snapshot.
 */
export function signalsRoutes(ctx: AppContext): Router {
  const r = Router();
  const deps = { signals: createSignalsRepo(ctx.db), events: createSignalEventsRepo(ctx.db) };
  const admin = requireAdmin(ctx);
  const optIns = createExperimentalOptInsRepo(ctx.db);
  const snap = (status: SignalStatus, req: Request, audience: Audience) =>
    signalSnapshot(
      deps,
      status,
      status === 'PENDING' && req.query.since === undefined ? null : windowStart(req.query.since),
      audience,
    );

  // Public (no token needed); the token of an admin, or of a member who opted in to experimental signals, adds
  // the experimental ones their socket also gets.
  const confirmed = confirmedListHandler(ctx, { ...deps, optIns });
  r.get('/trading-command/confirmed', confirmed);
  r.get('/unified/signals/confirmed', confirmed);

  const pending = async (req: Request, res: Response) => {
    const s = await snap('PENDING', req, 'admins');
    res.json({
      success: true,
      data: {
        count: s.signals.length,
        pending_signals: s.signals,
        signals: s.signals,
        latest_seq: s.latest_seq,
      },
      latest_seq: s.latest_seq,
      timestamp: s.generated_at,
    });
  };
  r.get('/unified/signals/pending', admin, pending);
  r.get('/btc-signals/pending', admin, pending);

  const rejected = async (req: Request, res: Response) => {
    const s = await snap('REJECTED', req, 'admins');
    res.json({
      success: true,
      data: {
        count: s.signals.length,
        rejected_signals: s.signals,
        signals: s.signals,
        latest_seq: s.latest_seq,
        since: s.since,
      },
      latest_seq: s.latest_seq,
      timestamp: s.generated_at,
    });
  };
  r.get('/unified/signals/rejected', admin, rejected);
  r.get('/trading-command/rejected', admin, rejected);

  r.get('/unified/signals/all', admin, async (req, res) => {
    // One seq for the three lists: read before any of them (see signalSnapshot).
    const latest_seq = await deps.events.latestSeq();
    const since = windowStart(req.query.since);
    const [c, p, j] = await Promise.all([
      deps.signals.list('CONFIRMED', { since, limit: 500, audience: 'admins' }),
      deps.signals.list('PENDING', { limit: 500, audience: 'admins' }),
      deps.signals.list('REJECTED', { since, limit: 500, audience: 'admins' }),
    ]);
    res.json({
      success: true,
      data: {
        confirmed: { confirmed_signals: c, signals: c, count: c.length },
        pending: { pending_signals: p, signals: p, count: p.length },
        rejected: { rejected_signals: j, signals: j, count: j.length },
        summary: {
          confirmed: c.length,
          pending: p.length,
          rejected: j.length,
          total: c.length + p.length + j.length,
          since: since.toISOString(),
        },
        latest_seq,
      },
      latest_seq,
      timestamp: new Date().toISOString(),
    });
  });
  return r;
}
