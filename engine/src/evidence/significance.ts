/**
 * Statistics of the research: trades are clustered in time (a trend puts many pairs in the same trade at
 * once), so significance is measured on weekly means, not on trades as if each were independent.
 */

const WEEK_MS = 7 * 86_400_000;

/** Mean of each calendar week (UTC, weeks starting on Monday) that has at least one value, in time order. */
export function weeklyMeans(items: ReadonlyArray<{ time: number; value: number }>): number[] {
  const byWeek = new Map<number, { sum: number; n: number }>();
  // 1970-01-01 was a Thursday: shift by 3 days so weeks start on Monday.
  for (const { time, value } of items) {
    const w = Math.floor((time + 3 * 86_400_000) / WEEK_MS);
    const cell = byWeek.get(w) ?? { sum: 0, n: 0 };
    cell.sum += value;
    cell.n++;
    byWeek.set(w, cell);
  }
  return [...byWeek.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c.sum / c.n);
}

export const mean = (xs: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i]!;
  return xs.length > 0 ? s / xs.length : NaN;
};

export function stdev(xs: ArrayLike<number>): number {
  const m = mean(xs);
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += (xs[i]! - m) ** 2;
  return xs.length > 1 ? Math.sqrt(s / (xs.length - 1)) : NaN;
}

/** t statistic of the mean (NaN with fewer than 3 values or no dispersion). */
export function tStat(xs: ArrayLike<number>): number {
  if (xs.length < 3) return NaN;
  const sd = stdev(xs);
  return sd > 0 ? (mean(xs) / sd) * Math.sqrt(xs.length) : NaN;
}

/** Sharpe ratio per period (not annualised): mean / standard deviation. */
export const sharpe = (xs: ArrayLike<number>) => mean(xs) / stdev(xs);

/** The k-th standardized moment: the mean of ((x − mean) / sd)^k. */
function standardizedMoment(xs: ArrayLike<number>, k: number): number {
  const m = mean(xs);
  const sd = stdev(xs);
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += ((xs[i]! - m) / sd) ** k;
  return s / xs.length;
}

export const skewness = (xs: ArrayLike<number>) => standardizedMoment(xs, 3);

/** Kurtosis (not excess: 3 for a normal distribution). */
export const kurtosis = (xs: ArrayLike<number>) => standardizedMoment(xs, 4);

/** Standard normal CDF (Abramowitz & Stegun 7.1.26 via erf; |error| < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Inverse standard normal CDF (Acklam's rational approximation; relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

const EULER_GAMMA = 0.5772156649015329;

/** Expected maximum Sharpe ratio among `n` unskilled trials whose Sharpe ratios vary with `variance`. */
export function expectedMaxSharpe(variance: number, n: number): number {
  if (n <= 1) return 0;
  return (
    Math.sqrt(variance) *
    ((1 - EULER_GAMMA) * normalQuantile(1 - 1 / n) + EULER_GAMMA * normalQuantile(1 - 1 / (n * Math.E)))
  );
}

/**
 * Probabilistic Sharpe ratio (Bailey & López de Prado 2012): the probability that the true Sharpe ratio
 * exceeds `benchmark`, given the observed one over `t` periods with the series' skewness and kurtosis.
 */
export function probabilisticSharpe(
  sr: number,
  benchmark: number,
  t: number,
  skew: number,
  kurt: number,
): number {
  const denom = Math.sqrt(Math.max(1e-12, 1 - skew * sr + ((kurt - 1) / 4) * sr * sr));
  return normalCdf(((sr - benchmark) * Math.sqrt(t - 1)) / denom);
}

/**
 * Deflated Sharpe ratio (Bailey & López de Prado 2014): the probabilistic Sharpe ratio against the Sharpe
 * ratio the best of `trials` worthless variants would show by luck. Near 1: the selected variant's Sharpe
 * is unlikely to be a product of the number of tries.
 */
export function deflatedSharpe(input: {
  returns: ArrayLike<number>;
  trialSharpeVariance: number;
  trials: number;
}): { sharpe: number; benchmark: number; dsr: number; periods: number } {
  const sr = sharpe(input.returns);
  const benchmark = expectedMaxSharpe(input.trialSharpeVariance, input.trials);
  const dsr = probabilisticSharpe(
    sr,
    benchmark,
    input.returns.length,
    skewness(input.returns),
    kurtosis(input.returns),
  );
  return { sharpe: sr, benchmark, dsr, periods: input.returns.length };
}
