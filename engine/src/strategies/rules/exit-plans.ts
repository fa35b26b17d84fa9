import type { ExitPlan } from '../strategy';

/** Exits of the daily families, in daily candles: time exits with a protective stop, and a trailing stop. */
export const DAILY_EXITS: Record<string, ExitPlan> = {
  t7: { stopAtr: 2, targetAtr: 6, holdBars: 7 },
  t14: { stopAtr: 3, targetAtr: 9, holdBars: 14 },
  trail3: { stopAtr: 3, targetAtr: 10, trailAtr: 3, holdBars: 30 },
};

/** Exits of the pullback entries (4h or daily candles): a symmetric and a 1:2 plan. */
export const PULLBACK_EXITS: Record<string, ExitPlan> = {
  s2t2: { stopAtr: 2, targetAtr: 2, holdBars: 12 },
  s15t3: { stopAtr: 1.5, targetAtr: 3, holdBars: 18 },
};
