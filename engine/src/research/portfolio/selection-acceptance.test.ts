import { describe, expect, it } from 'vitest';
import { foldOf, FOLDS } from '../calendar';
import type { VariantRecord } from '../variant-record';
import { DAY_COUNT, DAY_MS, FIRST_DAY } from './calendar-days';
import type { SizedTrade } from './daily-book';
import { MaxSharpePortfolio, type PortfolioRecord } from './max-sharpe';
import { judgePortfolio } from './portfolio-verdict';
import { PriceBook } from './price-book';
import { syntheticSegment, syntheticTrade } from './synthetic-market';

const HOUR = 3_600_000;
const flat = new PriceBook([
  syntheticSegment({ SOLUSDT: () => 100, ADAUSDT: () => 100 }, FIRST_DAY, DAY_COUNT),
]);
const rising = new PriceBook([
  syntheticSegment(
    { SOLUSDT: () => 100, ADAUSDT: (d) => 100 * 1.01 ** (d - FIRST_DAY) },
    FIRST_DAY,
    DAY_COUNT,
  ),
]);

/** A long on SOL each week (signal at the Sunday close, out the next Sunday at noon), entered at 99 under a close of 100. */
function weekly(exitOf: (week: number, fold: number) => number, size = 0.5): SizedTrade[] {
  const out: SizedTrade[] = [];
  // FIRST_DAY (2019-01-01) is a Tuesday: the first Sunday close is five days later.
  for (let day = FIRST_DAY + 5, w = 0; day + 7 < FIRST_DAY + DAY_COUNT; day += 7, w++) {
    const signalTime = (day + 1) * DAY_MS - 1;
    const fold = foldOf(signalTime);
    const exitTime = (day + 7) * DAY_MS + 12 * HOUR - 1;
    if (fold === null || foldOf(exitTime) !== fold) continue;
    const trade = syntheticTrade({
      fold,
      block: FOLDS[fold]!.block,
      signalTime,
      entryTime: signalTime + HOUR,
      exitTime,
      entry: 99,
      exit: exitOf(w, fold),
      size,
    });
    out.push({ trade, size, hedge: null });
  }
  return out;
}

const record = (key: string, index: number, sized: SizedTrade[]): PortfolioRecord => ({
  key,
  index,
  group: 'g',
  perPairSeries: true,
  record: {} as VariantRecord,
  sized,
});

describe('max_sharpe_portfolio', () => {
  const cutoff = FOLDS[3]!.from;
  const steady = (w: number) => (w % 2 ? 101 : 100.5);
  const bumpy = (w: number) => (w % 2 ? 103 : 99.5);
  const after = (s: SizedTrade[], exit: number) =>
    s.map((x) => (x.trade.exitTime >= cutoff ? { ...x, trade: { ...x.trade, exit } } : x));

  it('chooses on the trades ended before the cutoff: changing the later ones changes nothing', () => {
    const a = weekly(steady);
    const b = weekly(bumpy);
    const first = new MaxSharpePortfolio(flat).select([record('a', 0, a), record('b', 1, b)], cutoff);
    expect(first.chosen?.key).toBe('a');
    expect(first.eligible).toBe(2);
    const changed = new MaxSharpePortfolio(flat).select(
      [record('a', 0, after(a, 50)), record('b', 1, after(b, 200))],
      cutoff,
    );
    expect(changed.chosen).toEqual(first.chosen);
  });

  it('changes its choice when the past changes, and needs a return above the matched basket', () => {
    const a = weekly((w) => (w % 3 ? 99.2 : 101));
    const b = weekly(bumpy);
    expect(
      new MaxSharpePortfolio(flat).select([record('a', 0, a), record('b', 1, b)], cutoff).chosen?.key,
    ).toBe('b');
    // In a market rising 1 % a day, the same records lose to the basket at their exposure: nothing is chosen.
    const none = new MaxSharpePortfolio(rising).select([record('a', 0, a), record('b', 1, b)], cutoff);
    expect(none).toEqual({ chosen: null, eligible: 0 });
  });
});

describe('the member-centred acceptance rule', () => {
  const ctx = { prices: flat, random: null, seed: 1, trials: 191, trialSharpeVariance: 0.005 };
  const oos = (s: SizedTrade[]) => s.filter((x) => x.trade.fold >= 1);
  const good = oos(weekly((w) => (w % 2 ? 101 : 102)));

  it('passes a record positive everywhere, significant after 191 trials and above the basket', () => {
    const v = judgePortfolio(good, ctx);
    expect(v.criteria).toEqual({ positive: true, deflatedSharpe: true, beatsBasket: true });
    expect(v.accepted).toBe(true);
  });

  it('fails criterion 1 when two blocks lose', () => {
    const v = judgePortfolio(oos(weekly((w, f) => (FOLDS[f]!.block <= 'B2' ? 98 : w % 2 ? 101 : 102))), ctx);
    expect(v.criteria.positive).toBe(false);
    expect(v.groups.filter((g) => !g.positive).map((g) => g.group)).toEqual(['B1', 'B2']);
    expect(v.accepted).toBe(false);
  });

  it('fails criterion 2 when the trials could explain the Sharpe ratio', () => {
    const v = judgePortfolio(good, { ...ctx, trialSharpeVariance: 100 });
    expect(v.criteria).toEqual({ positive: true, deflatedSharpe: false, beatsBasket: true });
    expect(v.accepted).toBe(false);
  });

  it('fails criterion 3 when the basket at the same exposure did better', () => {
    const v = judgePortfolio(good, { ...ctx, prices: rising });
    expect(v.criteria).toEqual({ positive: true, deflatedSharpe: true, beatsBasket: false });
    expect(v.accepted).toBe(false);
  });
});
