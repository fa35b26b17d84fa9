import { describe, expect, it } from 'vitest';
import { syntheticSegment } from '../research/portfolio/synthetic-market';
import { WEEKLY_BASKET_EXITS } from '../strategies/rules/xs-basket';
import { DAILY_EXITS } from '../strategies/rules/exit-plans';
import type { ExitPlan } from '../strategies/strategy';
import { bookCandidates } from './book-candidates';
import type { Candidate } from './scan-candidates';

const DAY = 86_400_000;
// 2023-01-01 was a Sunday: decisions at the close of three Sundays in a row.
const SUNDAY = Date.parse('2023-01-01T00:00:00Z') / DAY;
const seg = syntheticSegment({ SOLUSDT: () => 100 }, SUNDAY, 22);
const hours = seg.symbols.get('SOLUSDT')!['1h'];

function sundayCandidate(week: number, exits: ExitPlan): Candidate {
  const t = (SUNDAY + 7 * week + 1) * DAY - 1; // the Sunday's daily close
  const index = hours.findIndex((c) => c.closeTime === t);
  return {
    index,
    signalTime: t,
    candleOpenTime: (SUNDAY + 7 * week) * DAY,
    reference: 100,
    result: {
      key: 'xs_ls.test',
      name: 'Cesta',
      timeframe: '1d',
      direction: 'COMPRA',
      score: 80,
      reasons: [],
      atr: 2,
      exits,
    },
    window: { min: 99.9, max: 100.1, btcMovePct: 0, behavior: 'NORMAL', volume24h: 1e9, last: 100 },
  };
}

const book = (exits: ExitPlan) =>
  bookCandidates(
    [
      {
        symbol: 'SOLUSDT',
        primaryTf: '1h',
        primary: hours,
        candidates: [0, 1, 2].map((w) => sundayCandidate(w, exits)),
      },
    ],
    { feeRate: 0.0004 },
  ).trades;

describe('a rebalanced basket leg', () => {
  it('ends at the next decision and is re-entered there when the pair stays selected', () => {
    const trades = book(WEEKLY_BASKET_EXITS);
    expect(trades).toHaveLength(3);
    // Entered when the window ends (01:00 Monday), out at the next Sunday close: the next decision.
    expect(trades[0]!.entryTime).toBe('2023-01-02T01:00:00.000Z');
    expect(trades[0]!.exitTime).toBe('2023-01-09T00:00:00.000Z');
    expect(trades[0]!.outcome).toBe('EXPIRED');
    expect(trades[1]!.entryTime).toBe('2023-01-09T01:00:00.000Z');
    expect(trades[1]!.signalTime).toBe(trades[0]!.exitTime);
  });

  it('is blocked by the default cool-down and hold of a series plan (the difference the plan makes)', () => {
    const trades = book(DAILY_EXITS.t7!);
    expect(trades).toHaveLength(2); // week 1 falls in the first trade's hold and cool-down
    expect(trades[1]!.entryTime).toBe('2023-01-16T01:00:00.000Z');
  });
});
