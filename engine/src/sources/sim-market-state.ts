import { z } from 'zod';

/** What another engine needs to continue the same simulated market: its identity, clock and live prices. */
export const simMarketStateSchema = z.object({
  seed: z.number().int(),
  speed: z.number().positive(),
  pairs: z.number().int().positive(),
  /** The market clock, and the wall time at which it read so. */
  market_at: z.number().finite(),
  wall_at: z.number().finite(),
  prices: z.record(z.string(), z.number().finite().positive()),
});
export type SimMarketState = z.infer<typeof simMarketStateSchema>;

/** How a simulator took a stored state: its market went on, or (another seed, speed or size) only its clock. */
export type SimResume = 'continued' | 'clock-only';

export interface SimMarketMemory {
  snapshot(wallNow?: number): SimMarketState;
  /**
   * Continues from a stored state: the clock where the stored one has run to since (it never goes back), and,
   * for the same market, the stored live prices. Forgets the history it had generated, which is regenerated
   * around those prices on the next read.
   */
  resume(state: SimMarketState, wallNow?: number): SimResume;
}
