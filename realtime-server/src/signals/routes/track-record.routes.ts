import type { Request, Router } from 'express';
import { api, heartbeatSchema, type RecordKind, type TrackRecordResponse } from '@sinais/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { trackRecordCsv } from '../domain/track-record-csv';
import { createTrackRecordService } from '../domain/track-record';
import { touchActivity } from '../../http/activity';
import { apiRoute, apiRouter, SENT } from '../../http/api-route';

/**
 * "Histórico de desempenho": the record of every published signal, its CSV export, and the per-strategy record the
 * signal cards show — public (issue 30): a visitor reads it without logging in. `record=experimental` reads the
 * separate record of experimental signals instead: only for members who turned "Ver sinais experimentais" on, and
 * admins (403 otherwise, and for visitors).
 */
export function trackRecordRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const service = createTrackRecordService(ctx.repos.signalEvents);
  const { experimentalOptIns: optIns, engineState } = ctx.repos;
  const touch = touchActivity(ctx);
  // `optional` in the map: a valid token says who is reading (`req.session`); without one the reader is a visitor.
  const allowed = async <Q extends { record: RecordKind }>(req: Request, query: Q): Promise<Q> => {
    const user = req.session?.user;
    if (query.record === 'experimental' && !(user && (await optIns.sees(user))))
      throw new AppError(
        'experimental_off',
        'Ative "Ver sinais experimentais" em Configurações para ver o histórico dos sinais experimentais.',
        403,
      );
    return query;
  };

  /** The market the engine reads now: a simulated one makes the record a demonstration. */
  const market = async (): Promise<TrackRecordResponse['market']> => {
    const hb = await engineState.get('heartbeat', heartbeatSchema).catch(() => null);
    return { source: hb?.value.market_source ?? null, simulated: hb?.value.simulated ?? null };
  };

  apiRoute(
    r,
    api.signals.trackRecord,
    touch,
  )(async ({ query }, req) => {
    const [record, source] = await Promise.all([service.record(await allowed(req, query)), market()]);
    return { ...record, market: source };
  });

  apiRoute(
    r,
    api.signals.trackRecordCsv,
  )(async (input, req, res) => {
    const query = await allowed(req, input.query);
    const entries = await service.entries(query);
    const day = new Date().toISOString().slice(0, 10);
    const name = query.record === 'experimental' ? 'historico-experimental' : 'historico-desempenho';
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
    res.send(trackRecordCsv(entries));
    return SENT;
  });

  apiRoute(
    r,
    api.signals.trackRecordStrategies,
  )(async ({ query }, req) => {
    const { record } = await allowed(req, query);
    return service.strategies(record);
  });
  return r;
}
