/** BTC funding settlements, oldest first: each at its 8-hour slot (ms) with its rate per 8 h (0.0001 = 0.01 %). */
export interface FundingRates {
  times: readonly number[];
  rates: readonly number[];
}

/** Settlements averaged into one reading: the last 7 days (3 a day). */
export const FUNDING_READING_SETTLEMENTS = 21;
/** The reading is compared with its own distribution over the 365 days before the decision… */
export const FUNDING_HISTORY_MS = 365 * 86_400_000;
/** …which needs at least 90 days of readings; with fewer, a funding rule does not trade. */
export const FUNDING_MIN_READINGS = 90 * 3;

/** Market crowding read from funding: longs crowded (reading ≥ the high percentile), shorts crowded (≤ the low one). */
export interface Crowding {
  long: boolean;
  short: boolean;
}

/** Value at quantile q of an ascending array, linear between neighbours. */
function quantileOf(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Index of the last settlement at or before `t` (−1 when none). */
function lastAtOrBefore(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const m = (lo + hi) >> 1;
    if (times[m]! <= t) {
      ans = m;
      lo = m + 1;
    } else hi = m - 1;
  }
  return ans;
}

/**
 * Funding as a market-wide crowding regime (pre-registration of round 3, family 6): the mean of the last 21
 * settlements known at the decision, against the distribution of that mean over the 365 days before. Only
 * settlements whose slot is at or before the decision are read (a settlement is known once it has happened).
 * Returns null when fewer than 90 days of readings exist: no crowding can be judged, and the rule does not trade.
 */
export function fundingCrowding(
  f: FundingRates,
  percentiles: { low: number; high: number },
): (t: number) => Crowding | null {
  const readings = new Float64Array(f.times.length).fill(NaN);
  let sum = 0;
  for (let i = 0; i < f.rates.length; i++) {
    sum += f.rates[i]!;
    if (i >= FUNDING_READING_SETTLEMENTS) sum -= f.rates[i - FUNDING_READING_SETTLEMENTS]!;
    if (i >= FUNDING_READING_SETTLEMENTS - 1) readings[i] = sum / FUNDING_READING_SETTLEMENTS;
  }
  return (t) => {
    const j = lastAtOrBefore(f.times, t);
    if (j < 0 || !Number.isFinite(readings[j]!)) return null;
    const past: number[] = [];
    for (let i = j; i >= 0 && f.times[i]! > t - FUNDING_HISTORY_MS; i--)
      if (Number.isFinite(readings[i]!)) past.push(readings[i]!);
    if (past.length < FUNDING_MIN_READINGS) return null;
    past.sort((a, b) => a - b);
    const now = readings[j]!;
    return {
      long: now >= quantileOf(past, percentiles.high / 100),
      short: now <= quantileOf(past, percentiles.low / 100),
    };
  };
}

/** The funding filter: buys only without long crowding, sells only without short crowding (no reading: nothing). */
export function allowedByFunding(direction: number, c: Crowding | null): boolean {
  if (!c || direction === 0) return false;
  return direction > 0 ? !c.long : !c.short;
}
