import { describe, expect, it } from 'vitest';
import { successRate, summarizeSignals, wilsonInterval } from './track-record';

const s = (status: 'PENDING' | 'CONFIRMED' | 'REJECTED', outcome: string | null, pnl: number | null) =>
  ({ status, outcome, profit_loss: pnl }) as Parameters<typeof summarizeSignals>[0][number];

describe('track record', () => {
  it('counts an expired trade as a non-win, even with a positive P&L', () => {
    const sum = summarizeSignals([
      s('CONFIRMED', 'TARGET_HIT', 4),
      s('CONFIRMED', 'EXPIRED', 1),
      s('CONFIRMED', 'STOP_HIT', -2),
      s('CONFIRMED', 'EXPIRED', -0.5),
    ]);
    expect(sum.closed).toBe(4);
    expect(sum.winRate).toBe(0.25);
    expect(sum.avgNetPct).toBeCloseTo(0.625, 10);
  });

  it('keeps rejected, pending and open signals out of the rate but in the counts', () => {
    const sum = summarizeSignals([
      s('REJECTED', null, 0.3),
      s('PENDING', null, null),
      s('CONFIRMED', 'OPEN', 1),
      s('CONFIRMED', 'TARGET_HIT', 3),
    ]);
    expect(sum).toMatchObject({ signals: 4, rejected: 1, pending: 1, open: 1, closed: 1, winRate: 1 });
    expect(sum.avgNetPct).toBe(3);
  });

  it('says "no data" instead of 0 % when nothing has closed', () => {
    expect(successRate({ wins: 0, losses: 0, expired: 0 })).toBeNull();
    expect(summarizeSignals([]).avgNetPct).toBeNull();
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('gives a Wilson interval that contains the rate and narrows with more trades', () => {
    const few = wilsonInterval(3, 10)!;
    const many = wilsonInterval(300, 1000)!;
    expect(few[0]).toBeLessThan(0.3);
    expect(few[1]).toBeGreaterThan(0.3);
    expect(many[1] - many[0]).toBeLessThan(few[1] - few[0]);
    expect(wilsonInterval(10, 10)![1]).toBeLessThanOrEqual(1);
  });
});
