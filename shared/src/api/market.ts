import { z } from 'zod';
import { marketCandlesResponseSchema } from '../schemas/engine';
import {
  btcMetricsResponseSchema,
  btcPriceResponseSchema,
  btcRealDataResponseSchema,
  candlesQuerySchema,
  cleanupStatusResponseSchema,
  marketSourceResponseSchema,
  marketStatusResponseSchema,
  unifiedMonitoringResponseSchema,
} from '../schemas/market-responses';
import { btcSentimentSchema } from '../schemas/member';
import { defineRoute } from './route';

/** Market hours, BTC, cleanup cycles, candles and the gateway's own status (spec 000 §7, spec 003 §7). */
export const marketApi = {
  status: defineRoute({
    method: 'GET',
    path: '/api/status',
    access: 'public',
    response: z.object({
      status: z.enum(['ok', 'degraded', 'down']),
      timestamp: z.string(),
      uptime_s: z.number(),
      mode: z.enum(['embedded', 'distributed']),
      services: z.object({
        database: z.enum(['up', 'down']),
        bus: z.enum(['up', 'down']),
        engine: z.enum(['up', 'down', 'unknown']),
      }),
    }),
  }),
  marketStatus: defineRoute({
    method: 'GET',
    path: '/api/market-status',
    access: 'public',
    response: marketStatusResponseSchema,
  }),
  marketSource: defineRoute({
    method: 'GET',
    path: '/api/market-source',
    access: 'public',
    response: marketSourceResponseSchema,
  }),
  btcPrice: defineRoute({
    method: 'GET',
    path: '/api/btc-price',
    access: 'public',
    response: btcPriceResponseSchema,
    needsState: true,
  }),
  btcRealData: defineRoute({
    method: 'GET',
    path: '/api/btc-real-data',
    access: 'public',
    response: btcRealDataResponseSchema,
    needsState: true,
  }),
  btcMetrics: defineRoute({
    method: 'GET',
    path: '/api/btc-signals/metrics',
    access: 'member',
    response: btcMetricsResponseSchema,
  }),
  cleanupStatus: defineRoute({
    method: 'GET',
    path: '/api/cleanup-status',
    access: 'member',
    response: cleanupStatusResponseSchema,
  }),
  btcSentiment: defineRoute({
    method: 'GET',
    path: '/api/btc_sentiment',
    access: 'public',
    response: btcSentimentSchema,
    needsState: true,
  }),
  candles: defineRoute({
    method: 'GET',
    path: '/api/market/candles',
    access: 'member',
    query: candlesQuerySchema,
    response: marketCandlesResponseSchema,
    needsState: true,
  }),
  monitoringStatus: defineRoute({
    method: 'GET',
    path: '/api/unified/monitoring/status',
    access: 'public',
    response: unifiedMonitoringResponseSchema,
    needsState: true,
  }),
} as const;
