import { gaussian } from './prng';

export type Regime = 'trend-up' | 'trend-down' | 'range' | 'volatile';

/** Per-bar log returns of a regime-switching walk: trends drift, ranges mean-revert, volatile bars swing wide. */
export function regimeReturns(
  rand: () => number,
  n: number,
  sigma: number,
): { returns: number[]; regimes: Regime[] } {
  const returns: number[] = [];
  const regimes: Regime[] = [];
  let level = 0;
  let anchor: number;
  while (returns.length < n) {
    const roll = rand();
    const regime: Regime =
      roll < 0.22 ? 'trend-up' : roll < 0.44 ? 'trend-down' : roll < 0.8 ? 'range' : 'volatile';
    const len = 15 + Math.floor(rand() * 50);
    anchor = level;
    for (let i = 0; i < len && returns.length < n; i++) {
      let r: number;
      if (regime === 'trend-up') r = 0.35 * sigma + gaussian(rand) * sigma * 0.9;
      else if (regime === 'trend-down') r = -0.35 * sigma + gaussian(rand) * sigma * 0.9;
      else if (regime === 'range') r = -0.18 * (level - anchor) + gaussian(rand) * sigma * 0.8;
      else r = gaussian(rand) * sigma * 2.2;
      level += r;
      returns.push(r);
      regimes.push(regime);
    }
  }
  return { returns, regimes };
}

/** Mixes an asset's own returns with BTC's: r = β·btc + idio, the idiosyncratic part scaled so σ stays put. */
export function correlate(btc: readonly number[], own: readonly number[], beta: number): number[] {
  const idioScale = Math.sqrt(Math.max(0.15, 1 - Math.min(beta, 0.95) ** 2));
  return own.map((r, i) => beta * (btc[i] ?? 0) + idioScale * r);
}
