import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { scanCandidates, type SymbolScan } from '../backtest/scan-candidates';
import type { KlineFile } from '../sources/kline-file';
import { atrChannelRule, donchianRule } from '../strategies/rules/breakout';
import { seriesStrategy } from '../strategies/rules/series-strategy';
import type { SeriesRule } from '../strategies/rules/series-rule';
import { trendPullbackRule } from '../strategies/rules/trend-pullback';
import { tsmomRule } from '../strategies/rules/tsmom';
import { DAILY_EXITS, PULLBACK_EXITS, seriesHypotheses } from './hypotheses';
import { scanRule } from '../evidence/rule-scan';
import { loadSegment, type Segment } from './training-data';

const DIR = fileURLToPath(new URL('../../fixtures/research', import.meta.url));

let seg: Segment;
let files: KlineFile[];
beforeAll(() => {
  seg = loadSegment(DIR, 'train_2023');
  // Two pairs are enough for the hour-by-hour comparison (BTC is also the regime context); it is the slow path.
  files = [...seg.symbols.values()]
    .filter((s) => s.symbol === 'BTCUSDT' || s.symbol === 'SOLUSDT')
    .flatMap((s) =>
      (['1h', '4h', '1d'] as const).map((tf) => ({
        file: tf,
        symbol: s.symbol,
        timeframe: tf,
        candles: s[tf],
      })),
    );
});

const rules: SeriesRule[] = [
  tsmomRule({ lookback: 7, z: 0.5, exits: DAILY_EXITS.t7!, exitId: 't7', btc: true }),
  donchianRule({ bars: 20, exits: DAILY_EXITS.trail3!, exitId: 'trail3', btc: false }),
  atrChannelRule({ k: 1.5, exits: DAILY_EXITS.t14!, exitId: 't14', btc: false }),
  trendPullbackRule({
    trigger: 'band_4h',
    trendSma: 50,
    exits: PULLBACK_EXITS.s2t2!,
    exitId: 's2t2',
    btc: true,
  }),
];

const shape = (scans: SymbolScan[]) =>
  scans.flatMap((s) =>
    s.candidates.map((c) => ({
      symbol: s.symbol,
      index: c.index,
      signalTime: c.signalTime,
      candleOpenTime: c.candleOpenTime,
      direction: c.result.direction,
      reference: c.reference,
      window: c.window,
      atr: Number(c.result.atr.toPrecision(9)),
    })),
  );

describe('research scanner = engine decision (backtest = live)', { timeout: 60_000 }, () => {
  it.each(rules.map((r) => [r.key, r] as const))(
    '%s: the whole-series scan finds exactly the setups the hour-by-hour engine path takes',
    (_key, rule) => {
      const fast = shape(scanRule(rule, seg)).filter((c) => c.symbol === 'BTCUSDT' || c.symbol === 'SOLUSDT');
      const slow = shape(scanCandidates(files, { threshold: 75, strategies: [seriesStrategy(rule)] }));
      expect(fast.length).toBeGreaterThan(3);
      expect(fast).toEqual(slow);
    },
  );

  it('every registered rule is causal: a signal never changes when later candles are added', () => {
    const s = seg.symbols.get('SOLUSDT')!;
    const btc = seg.symbols.get('BTCUSDT')!;
    for (const rule of seriesHypotheses()) {
      const ctx = (n: number) => {
        const t = s[rule.timeframe][n - 1]!.closeTime;
        const upTo = (xs: (typeof s)['1h']) => xs.filter((c) => c.closeTime <= t);
        return {
          candles: s[rule.timeframe].slice(0, n),
          higher: { '4h': upTo(s['4h']), '1d': upTo(s['1d']) },
          btc: upTo(btc[rule.timeframe]),
        };
      };
      const full = rule.signals(ctx(s[rule.timeframe].length));
      for (const n of [60, 120, 200, s[rule.timeframe].length - 1])
        expect([rule.key, rule.signals(ctx(n))[n - 1]]).toEqual([rule.key, full[n - 1]]);
    }
  });
});
