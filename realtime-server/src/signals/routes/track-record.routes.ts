import { Router, type Request } from 'express';
import { api, type RecordKind } from '@sinais/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { createExperimentalOptInsRepo } from '../data/experimental-opt-ins.repo';
import { createSignalEventsRepo } from '../data/signal-events.repo';
import { trackRecordCsv } from '../domain/track-record-csv';
import { createTrackRecordService } from '../domain/track-record';
import { touchActivity } from '../../http/activity';
import { requireAuth } from '../../http/auth.middleware';
import { apiRoute, SENT } from '../../http/api-route';

/**
 * "Histórico de desempenho" (member area): the record of every published signal, its CSV export, and the
 * per-strategy record the signal cards show. `record=experimental` reads the separate record of experimental
 * signals instead: only for members who turned "Ver sinais experimentais" on, and admins (403 otherwise).
 */
export function trackRecordRoutes(ctx: AppContext): Router {
  const r = Router();
  const service = createTrackRecordService(createSignalEventsRepo(ctx.db));
  const optIns = createExperimentalOptInsRepo(ctx.db);
  const auth = requireAuth(ctx);
  const touch = touchActivity(ctx);
  const allowed = async <Q extends { record: RecordKind }>(req: Request, query: Q): Promise<Q> => {
    if (query.record === 'experimental' && !(await optIns.sees(req.session!.user)))
      throw new AppError(
        'experimental_off',
        'Ative "Ver sinais experimentais" em Configurações para ver o histórico dos sinais experimentais.',
        403,
      );
    return query;
  };

  apiRoute(
    r,
    api.signals.trackRecord,
    auth,
    touch,
  )(async ({ query }, req) => service.record(await allowed(req, query)));

  apiRoute(
    r,
    api.signals.trackRecordCsv,
    auth,
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
    auth,
  )(async ({ query }, req) => {
    const { record } = await allowed(req, query);
    return service.strategies(record);
  });
  return r;
}
