import type { SimulationStatus } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

export interface SignalRow {
  id: string;
  symbol: string;
  direction: 'COMPRA' | 'VENDA';
  entry_price: number;
  confirmed_at: Date | null;
  entry_time: Date;
  best_excursion_pct: number | null;
  worst_excursion_pct: number | null;
  sim_status: SimulationStatus | null;
  sim_max: number | null;
  sim_closed_value: number | null;
  sim_closed_price: number | null;
}

export function createSimulationRepo(db: Queryable) {
  return {
    /** The latest confirmed signals with what their simulated position reached so far. */
    async latestConfirmedWithPositions(limit: number): Promise<SignalRow[]> {
      return db.query<SignalRow>(
        `SELECT s.id, s.symbol, s.direction, s.entry_price, s.confirmed_at, s.entry_time, s.best_excursion_pct, s.worst_excursion_pct,
            p.status AS sim_status, p.max_value AS sim_max, p.closed_value AS sim_closed_value, p.closed_price AS sim_closed_price
       FROM signals s LEFT JOIN simulation_positions p ON p.signal_id = s.id
      WHERE s.status = 'CONFIRMED' AND s.confirmed_at IS NOT NULL
      ORDER BY s.confirmed_at DESC LIMIT $1`,
        [limit],
      );
    },

    /** Records a position's progress: a closed position stays closed, the maximum only grows. */
    async savePosition(p: {
      id: string;
      status: string;
      max: number;
      closedValue: number | null;
      closedPrice: number | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO simulation_positions (signal_id, status, max_value, closed_value, closed_price, closed_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $2 = 'MONITORING' THEN NULL ELSE now() END, now())
       ON CONFLICT (signal_id) DO UPDATE SET
         status = CASE WHEN simulation_positions.status = 'MONITORING' THEN EXCLUDED.status ELSE simulation_positions.status END,
         max_value = GREATEST(simulation_positions.max_value, EXCLUDED.max_value),
         closed_value = COALESCE(simulation_positions.closed_value, EXCLUDED.closed_value),
         closed_price = COALESCE(simulation_positions.closed_price, EXCLUDED.closed_price),
         closed_at = COALESCE(simulation_positions.closed_at, EXCLUDED.closed_at),
         updated_at = now()`,
        [p.id, p.status, p.max, p.closedValue, p.closedPrice],
      );
    },
  };
}
export type SimulationRepo = ReturnType<typeof createSimulationRepo>;
