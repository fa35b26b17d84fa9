import type { Router } from 'express';
import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import { publishedFigures, recentRecord } from '../../signals';
import {
  btcSentiment,
  cleanupStatus,
  marketSource,
  marketStatus,
  monitoringStatus,
  readBtc,
  requireBtc,
} from '../domain/market-data';
import { createCandleService } from '../domain/candles';
import { touchActivity } from '../../http/activity';
import { apiRoute, apiRouter } from '../../http/api-route';

/** Market, BTC, cleanup and monitoring snapshots (spec 000 §7, spec 003 §7), read from engine_state. */
export function marketRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const { engineState: state, signals } = ctx.repos;
  const touch = touchActivity(ctx);
  const candles = createCandleService({
    state,
    stored: ctx.repos.marketCandles,
    binance: { restUrl: ctx.config.BINANCE_REST_URL, timeoutMs: ctx.config.BINANCE_TIMEOUT_MS },
    logger: ctx.logger,
  });

  apiRoute(
    r,
    api.market.marketStatus,
  )(async () => {
    const { markets, btc } = await marketStatus(state);
    return {
      success: true,
      data: {
        markets,
        price: btc?.price ?? null,
        change_24h: btc?.change_24h ?? null,
        simulated: btc?.simulated ?? null,
        btc_updated_at: btc?.updated_at ?? null,
      },
      timestamp: new Date().toISOString(),
    };
  });

  apiRoute(r, api.market.marketSource)(async () => ({ success: true, data: await marketSource(state) }));

  apiRoute(
    r,
    api.market.btcPrice,
  )(async () => {
    const btc = await requireBtc(state);
    return {
      success: true,
      price: btc.price,
      change_24h: btc.change_24h,
      strength: btc.strength,
      simulated: btc.simulated,
      time_scale: btc.time_scale ?? 1,
      stale: btc.stale,
      updated_at: btc.updated_at,
    };
  });

  apiRoute(
    r,
    api.market.btcRealData,
  )(async () => {
    const btc = await requireBtc(state);
    return {
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
    };
  });

  apiRoute(
    r,
    api.market.btcMetrics,
    touch,
  )(async () => {
    const [btc, sum] = await Promise.all([readBtc(state), recentRecord(signals, 30)]);
    return {
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
    };
  });

  apiRoute(
    r,
    api.market.cleanupStatus,
    touch,
  )(async () => ({
    success: true,
    data: await cleanupStatus(state),
  }));

  apiRoute(r, api.market.btcSentiment)(() => btcSentiment(state));

  // Issue 23: the signal chart's real candles, from the market source the engine uses.
  apiRoute(
    r,
    api.market.candles,
  )(async ({ query: q }, _req, res) => {
    const answer = await candles.candles(q.symbol, q.timeframe, q.limit);
    res.setHeader('Cache-Control', 'private, max-age=10');
    return { success: true, data: { symbol: q.symbol, timeframe: q.timeframe, ...answer } };
  });

  apiRoute(
    r,
    api.market.monitoringStatus,
  )(async () => {
    const [status, { memberPending: member_pending, published }] = await Promise.all([
      monitoringStatus(state),
      publishedFigures(signals),
    ]);
    // A public figure counts published signals only: the engine's own rates include experimental decisions.
    const { total, confirmed } = published;
    return {
      success: true,
      data: {
        ...status,
        pending_signals_count: published.pending,
        processing_rate: published.last_minute,
        confirmation_rate: total > 0 ? confirmed / total : 0,
        rejection_rate: total > 0 ? (total - confirmed) / total : 0,
        avg_processing_time: published.avg_decision_s,
        member_pending,
      },
    };
  });
  return r;
}
