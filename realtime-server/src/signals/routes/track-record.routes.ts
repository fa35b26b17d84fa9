import { Router } from 'express';
import { trackRecordQuerySchema } from '@sinais/shared';
import type { AppContext } from '../../context';
import { createSignalEventsRepo } from '../data/signal-events.repo';
import { trackRecordCsv } from '../domain/track-record-csv';
import { createTrackRecordService } from '../domain/track-record';
import { touchActivity } from '../../http/activity';
import { requireAuth } from '../../http/auth.middleware';
import { parseInput } from '../../http/validate';

/**
 * "Histórico de desempenho" (member area): the record of every published signal, its CSV export, and the
 * per-strategy record the signal cards show. Members' view only: experimental signals never appear here.
 */
export function trackRecordRoutes(ctx: AppContext): Router {
  const r = Router();
  const service = createTrackRecordService(createSignalEventsRepo(ctx.db));
  const auth = requireAuth(ctx);
  const touch = touchActivity(ctx);

  r.get('/signals/track-record', auth, touch, async (req, res) => {
    const query = parseInput(trackRecordQuerySchema, req.query);
    res.json(await service.record(query));
  });

  r.get('/signals/track-record.csv', auth, async (req, res) => {
    const query = parseInput(trackRecordQuerySchema, req.query);
    const entries = await service.entries(query);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="historico-desempenho-${day}.csv"`);
    res.send(trackRecordCsv(entries));
  });

  r.get('/signals/track-record/strategies', auth, async (_req, res) => {
    res.json(await service.strategies());
  });
  return r;
}
