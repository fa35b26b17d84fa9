import type { Candle } from '../domain/candle';

/** Pearson correlation of log returns over the common tail of both series (aligned by open time). */
export function btcCorrelation(asset: readonly Candle[], btc: readonly Candle[], bars = 100): number {
  const btcByTime = new Map(btc.map((c) => [c.openTime, c.close]));
  const a: number[] = [];
  const b: number[] = [];
  const tail = asset.slice(-(bars + 1));
  for (let i = 1; i < tail.length; i++) {
    const p0 = btcByTime.get(tail[i - 1]!.openTime);
    const p1 = btcByTime.get(tail[i]!.openTime);
    if (p0 === undefined || p1 === undefined) continue;
    a.push(Math.log(tail[i]!.close / tail[i - 1]!.close));
    b.push(Math.log(p1 / p0));
  }
  const n = a.length;
  if (n < 10) return 0;
  const ma = a.reduce((x, y) => x + y, 0) / n;
  const mb = b.reduce((x, y) => x + y, 0) / n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    cov += (a[i]! - ma) * (b[i]! - mb);
    va += (a[i]! - ma) ** 2;
    vb += (b[i]! - mb) ** 2;
  }
  const r = va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : 0;
  return Math.max(-1, Math.min(1, r));
}
