import { sma } from './ema';

/**
 * Volume of each bar over the SMA of the last n volumes INCLUDING that bar (the `volume_sma20` convention of
 * the reference vectors), so a ratio of 2 means "twice the recent average, this bar counted".
 */
export function volumeRatio(volumes: readonly number[], period = 20): number[] {
  const avg = sma(volumes, period);
  return volumes.map((v, i) => {
    const a = avg[i]!;
    return Number.isFinite(a) && a > 0 ? v / a : NaN;
  });
}
