import { Router } from 'express';
import { z } from 'zod';
import { pairAnalysisSchema } from '@sinais/shared';
import { engineView } from '../domain/engine-view';
import { parseInput } from '../../http/validate';
import type { AdminRoutesDeps } from './admin-routes';

const symbolQuerySchema = z.object({
  symbol: z
    .string({ error: 'Informe o símbolo.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,30}$/, 'Símbolo inválido.'),
});

/** The engine's live sequential analysis, as it persists it per pair. */
export function realAnalysisRoutes({ admin, state }: AdminRoutesDeps): Router {
  const r = Router();
  r.get('/real-analysis/status', admin, async (_req, res) => {
    const e = await engineView(state);
    res.setHeader('Cache-Control', 'no-store, no-cache, must-revalidate');
    res.json({
      success: true,
      data: e.analysis,
      engine_online: e.online,
      updated_at: e.analysisAt ? new Date(e.analysisAt).toISOString() : null,
    });
  });

  r.get('/real-analysis/current-analysis', admin, async (_req, res) => {
    const entry = await state.get<unknown>('current_analysis');
    const parsed = pairAnalysisSchema.safeParse(entry?.value);
    res.json({ success: true, data: parsed.success ? parsed.data : null });
  });

  r.get('/real-analysis/history', admin, async (_req, res) => {
    const entry = await state.get<unknown>('analysis_history');
    const parsed = z.array(pairAnalysisSchema).safeParse(entry?.value ?? []);
    const history = parsed.success ? parsed.data : [];
    res.json({ success: true, data: { history, total: history.length } });
  });

  r.get('/real-analysis/pending-signals', admin, async (_req, res) => {
    const signals = await state.signalsByStatus('PENDING', 10);
    res.json({ success: true, data: { signals, count: signals.length } });
  });

  // The engine keeps no candles; what it persists per pair is each analysis (price, indicators, score).
  r.get('/real-analysis/price-history', admin, async (req, res) => {
    const { symbol } = parseInput(symbolQuerySchema, req.query);
    res.json({ success: true, data: { symbol, points: await state.priceHistory(symbol, 200) } });
  });

  return r;
}
