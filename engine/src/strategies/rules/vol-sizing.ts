import type { Candle } from '../../domain/candle';
import type { SeriesRule } from './series-rule';

/** Days of daily log returns in the volatility of a decision. */
export const VOL_SIZING_DAYS = 20;
/** The typical volatility of the pair: the median of its 20-day volatility over the 365 days before… */
export const VOL_SIZING_HISTORY = 365;
/** …with at least 180 days of it; with less, the base size. */
export const VOL_SIZING_MIN_HISTORY = 180;
export const VOL_SIZING_CLAMP = { min: 0.25, max: 2 } as const;

/**
 * Volatility-managed size per daily candle (pre-registration of round 3, family 2): base × clamp(σ̄ / σ,
 * 0.25, 2), σ = standard deviation of the 20 daily log returns up to the decision candle, σ̄ = median of σ
 * over the 365 candles up to it (≥ 180 of them; the base size otherwise). Causal: candle i reads up to i.
 */
export function volSizes(candles: readonly Candle[], base: number): Float64Array {
  const n = candles.length;
  const sigma = new Float64Array(n).fill(NaN);
  for (let i = VOL_SIZING_DAYS; i < n; i++) {
    let s = 0;
    let s2 = 0;
    for (let k = i - VOL_SIZING_DAYS + 1; k <= i; k++) {
      const r = Math.log(candles[k]!.close / candles[k - 1]!.close);
      s += r;
      s2 += r * r;
    }
    const m = s / VOL_SIZING_DAYS;
    sigma[i] = Math.sqrt(Math.max(0, (s2 - VOL_SIZING_DAYS * m * m) / (VOL_SIZING_DAYS - 1)));
  }
  const out = new Float64Array(n).fill(base);
  for (let i = 0; i < n; i++) {
    const now = sigma[i]!;
    if (!(now > 0)) continue;
    const past: number[] = [];
    for (let k = Math.max(0, i - VOL_SIZING_HISTORY + 1); k <= i; k++)
      if (Number.isFinite(sigma[k]!)) past.push(sigma[k]!);
    if (past.length < VOL_SIZING_MIN_HISTORY) continue;
    past.sort((a, b) => a - b);
    const mid = past.length >> 1;
    const typical = past.length % 2 ? past[mid]! : (past[mid - 1]! + past[mid]!) / 2;
    out[i] = base * clampScale(typical / now);
  }
  return out;
}

export const clampScale = (x: number) => Math.min(VOL_SIZING_CLAMP.max, Math.max(VOL_SIZING_CLAMP.min, x));

/** A series rule with volatility-managed size (suffix `.vm`); the base is the fraction of capital per trade. */
export function withVolSizing(rule: SeriesRule, base: number): SeriesRule {
  return {
    ...rule,
    key: `${rule.key}.vm`,
    params: { ...rule.params, sizing: 'vol', baseSize: base },
    legs: (ctx) => ({ ...rule.legs?.(ctx), size: volSizes(ctx.candles, base) }),
  };
}
