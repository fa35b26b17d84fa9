import { z } from 'zod';
import { fieldsOf } from './common';

/** Simulated investments (spec 002 §3, §9): $1,000 per confirmed signal at up to 50x, with fees, funding and liquidation. */

export const SIMULATION_STATUSES = ['MONITORING', 'COMPLETED', 'LIQUIDATED', 'EXPIRED'] as const;
export const simulationStatusSchema = z.enum(SIMULATION_STATUSES);
export type SimulationStatus = z.infer<typeof simulationStatusSchema>;

/** Where a current price came from: the market source (real or the engine's simulator) or the local fallback. */
export const priceSourceSchema = z.enum(['live', 'market_simulator', 'fallback']);
export type PriceSource = z.infer<typeof priceSourceSchema>;

export const simulatedSignalSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  signal_type: z.enum(['COMPRA', 'VENDA']),
  status: simulationStatusSchema,
  entry_price: z.number(),
  current_price: z.number(),
  days_monitored: z.number().nonnegative(),
  confirmed_at: z.string().nullable(),
  price_source: priceSourceSchema,
  simulation: z.object({
    investment: z.number(),
    current_value: z.number(),
    pnl_usd: z.number(),
    pnl_percentage: z.number(),
    max_value_reached: z.number(),
    target_value: z.number(),
    position_size: z.number(),
    fees_usd: z.number(),
    funding_usd: z.number(),
    liquidation_price: z.number(),
    /** The price the position was closed at (liquidation or target), null while it is open. */
    closed_price: z.number().nullable(),
  }),
  leverage: z.object({
    max_leverage: z.number(),
    current_profit: z.number(),
    max_profit_reached: z.number(),
  }),
});
export type SimulatedSignal = z.infer<typeof simulatedSignalSchema>;

export const simulationSummarySchema = z.object({
  ...fieldsOf(
    z.number().int().nonnegative(),
    'total_signals',
    'active_signals',
    'completed_signals',
    'liquidated_signals',
  ),
  ...fieldsOf(
    z.number(),
    'success_rate',
    'total_investment',
    'total_current_value',
    'total_pnl_usd',
    'total_pnl_percentage',
  ),
});
export type SimulationSummary = z.infer<typeof simulationSummarySchema>;

/** GET /api/simulation, and the data of the 'simulation:updated' event (room admins). */
export const simulationResponseSchema = z.object({
  summary: simulationSummarySchema,
  signals: z.array(simulatedSignalSchema),
  /** 'live' when every price came from the market source; 'fallback' labels the random-plus-sine stand-in. */
  price_source: priceSourceSchema,
  message: z.string().nullable(),
  generated_at: z.string(),
});
export type SimulationResponse = z.infer<typeof simulationResponseSchema>;

export const SIMULATION_MESSAGES = {
  noSignals: 'Nenhum sinal confirmado encontrado',
  empty: 'Nenhum sinal sendo monitorado no momento',
  loadError: '❌ Erro ao carregar dados',
  retry: 'Tentar novamente',
} as const;
