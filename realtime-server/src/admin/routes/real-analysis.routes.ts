import type { Router } from 'express';
import { api, pairAnalysisSchema } from '@sinais/shared';
import { engineView } from '../domain/engine-view';
import { apiRoute, apiRouter } from '../../http/api-route';
import { withSpecAliases } from '../../http/spec-aliases';
import type { AdminRoutesDeps } from './admin-routes';

/** The engine's live sequential analysis, as it persists it per pair. */
export function realAnalysisRoutes({ ctx, state }: AdminRoutesDeps): Router {
  const r = apiRouter(ctx);
  apiRoute(
    r,
    api.operations.analysisStatus,
  )(async (_input, _req, res) => {
    const e = await engineView(state);
    res.setHeader('Cache-Control', 'no-store, no-cache, must-revalidate');
    return {
      success: true,
      data: e.analysis,
      engine_online: e.online,
      updated_at: e.analysisAt ? new Date(e.analysisAt).toISOString() : null,
    };
  });

  apiRoute(
    r,
    api.operations.currentAnalysis,
  )(async () => ({
    success: true,
    data: (await state.read('current_analysis', pairAnalysisSchema))?.value ?? null,
  }));

  apiRoute(
    r,
    api.operations.analysisHistory,
  )(async () => {
    const history = await state.list('analysis_history', pairAnalysisSchema);
    return { success: true, data: { history, total: history.length } };
  });

  apiRoute(
    r,
    api.operations.analysisPending,
  )(async () => {
    const signals = await state.signalsByStatus('PENDING', 10);
    return { success: true, data: { signals: signals.map(withSpecAliases), count: signals.length } };
  });

  // The engine keeps no candles; what it persists per pair is each analysis (price, indicators, score).
  apiRoute(
    r,
    api.operations.priceHistory,
  )(async ({ query: { symbol } }) => ({
    success: true,
    data: { symbol, points: await state.priceHistory(symbol, 200) },
  }));

  return r;
}
