/**
 * The earliest instant the derivatives collector ever asks Binance for: the day after the last of the periods
 * kept outside the project for an independent check (engine/src/research/held-out.ts, issue 27: never fetch or
 * look at data from them). A test keeps the two in step; DERIVATIVES_HISTORY_FROM may only move it later.
 */
export const DERIVATIVES_HISTORY_FLOOR = '2026-01-07';

export const derivativesFloorMs = (date: string = DERIVATIVES_HISTORY_FLOOR) =>
  Date.parse(`${date}T00:00:00Z`);
