import { Router } from 'express';
import { z } from 'zod';
import { asNetTrade, MAX_CHART_CANDLES, summarizeSignals, timeframeSchema } from '@sinais/shared';
import type { AppContext } from '../../context';
import { createEngineStateRepo } from '../../platform/engine-state.repo';
import { createSignalsRepo } from '../../signals/data/signals.repo';
import {
  btcSentiment,
  cleanupStatus,
  marketStatus,
  monitoringStatus,
  readBtc,
  requireBtc,
} from '../domain/market-data';
import { createCandleService } from '../domain/candles';
import { createMarketCandlesRepo } from '../data/market-candles.repo';
import { touchActivity } from '../../http/activity';
import { requireAuth } from '../../http/auth.middleware';
import { parseInput } from '../../http/validate';

const timeframe = z.enum(timeframeSchema.options, {
  error: 'Tempo gráfico inválido (use 1h, 4h ou 1d).',
});
const candlesQuerySchema = z
  .object({
    symbol: z
      .string({ error: 'Informe o símbolo.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,30}$/, 'Símbolo inválido.'),
    timeframe: timeframe.optional(),
    /** The name this route had before (issue 16). */
    interval: timeframe.optional(),
    limit: z.coerce
      .number({ error: 'Limite inválido.' })
      .int('Limite inválido.')
      .min(10, 'Peça ao menos 10 candles.')
      .max(MAX_CHART_CANDLES, `Peça no máximo ${MAX_CHART_CANDLES} candles.`)
      .default(120),
  })
  .transform((q) => ({ symbol: q.symbol, timeframe: q.timeframe ?? q.interval ?? '1h', limit: q.limit }));

/** Market, BTC, cleanup and monitoring snapshots (spec 000 §7, spec 003 §7), read from engine_state. */
export function marketRoutes(ctx: AppContext): Router {
  const r = Router();
  const state = createEngineStateRepo(ctx.db);
  const signals = createSignalsRepo(ctx.db);
  const auth = requireAuth(ctx);
  const touch = touchActivity(ctx);
  const candles = createCandleService({
    state,
    stored: createMarketCandlesRepo(ctx.db),
    binance: { restUrl: ctx.config.BINANCE_REST_URL, timeoutMs: ctx.config.BINANCE_TIMEOUT_MS },
    logger: ctx.logger,
  });

  r.get('/market-status', async (_req, res) => {
    const { markets, btc } = await marketStatus(state);
    res.json({
      success: true,
      data: {
        markets,
        price: btc?.price ?? null,
        change_24h: btc?.change_24h ?? null,
        simulated: btc?.simulated ?? null,
        btc_updated_at: btc?.updated_at ?? null,
      },
      new_york: markets.new_york,
      asia: markets.asia,
      timestamp: new Date().toISOString(),
    });
  });

  r.get('/btc-price', async (_req, res) => {
    const btc = await requireBtc(state);
    res.json({
      success: true,
      price: btc.price,
      change_24h: btc.change_24h,
      strength: btc.strength,
      simulated: btc.simulated,
      time_scale: btc.time_scale ?? 1,
      stale: btc.stale,
      updated_at: btc.updated_at,
    });
  });

  r.get('/btc-real-data', async (_req, res) => {
    const btc = await requireBtc(state);
    res.json({
      success: true,
      data: {
        price: btc.price,
        change_24h: btc.change_24h,
        volume_24h: btc.volume_24h,
        market_cap: btc.market_cap,
        dominance: btc.dominance,
        simulated: btc.simulated,
        stale: btc.stale,
        updated_at: btc.updated_at,
      },
    });
  });

  r.get('/btc-signals/metrics', auth, touch, async (_req, res) => {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const [btc, decided] = await Promise.all([readBtc(state), signals.decidedSince(since)]);
    const sum = summarizeSignals(decided.map(asNetTrade));
    res.json({
      success: true,
      data: {
        btc_price_data: btc
          ? {
              price: btc.price,
              change_24h: btc.change_24h,
              volume_24h: btc.volume_24h,
              simulated: btc.simulated,
              updated_at: btc.updated_at,
            }
          : null,
        btc_analysis: btc
          ? {
              strength: btc.strength,
              trend: btc.change_24h >= 1 ? 'ALTA' : btc.change_24h <= -1 ? 'BAIXA' : 'LATERAL',
            }
          : null,
        success_rate: sum.winRate === null ? null : Math.round(sum.winRate * 1000) / 10,
        closed_signals: sum.closed,
        window_days: 30,
      },
    });
  });

  r.get('/cleanup-status', auth, touch, async (_req, res) => {
    const c = await cleanupStatus(state);
    res.json({
      success: true,
      data: c,
      morning_cleanup: c.morning_cleanup,
      evening_cleanup: c.evening_cleanup,
    });
  });

  r.get('/btc_sentiment', async (_req, res) => {
    res.json(await btcSentiment(state));
  });

  // Issue 23: the signal chart's real candles, from the market source the engine uses.
  r.get('/market/candles', auth, async (req, res) => {
    const q = parseInput(candlesQuerySchema, req.query);
    const answer = await candles.candles(q.symbol, q.timeframe, q.limit);
    res.setHeader('Cache-Control', 'private, max-age=10');
    res.json({ success: true, data: { symbol: q.symbol, timeframe: q.timeframe, ...answer } });
  });

  r.get('/unified/monitoring/status', async (_req, res) => {
    const [status, member_pending] = await Promise.all([monitoringStatus(state), signals.memberPending()]);
    res.json({ success: true, data: { ...status, member_pending } });
  });
  return r;
}
