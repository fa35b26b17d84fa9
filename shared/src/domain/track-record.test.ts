import { describe, expect, it } from 'vitest';
import { buildTrackRecord, successRate, summarizeSignals, wilsonInterval } from './track-record';

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

describe('buildTrackRecord', () => {
  const base = {
    symbol: 'BTCUSDT',
    direction: 'COMPRA' as const,
    strategy: 'MACD_MOMENTUM',
    timeframe: '1h' as const,
    reference_price: 100,
    entry_price: 101,
    target_price: 110,
    stop_loss: 95,
    exit_price: null,
    confirmed_at: null,
    rejected_at: null,
    gross_profit_loss: null,
    fees_pct: null,
    funding_pct: null,
    profit_loss: null,
    rejection_reasons: [],
    simulated: false,
  };
  const closed = (id: string, closedAt: string, net: number, outcome = 'TARGET_HIT') => ({
    ...base,
    id,
    status: 'CONFIRMED' as const,
    outcome: outcome as 'TARGET_HIT',
    created_at: '2026-01-01T00:00:00.000Z',
    closed_at: closedAt,
    gross_profit_loss: net + 0.08,
    fees_pct: 0.08,
    funding_pct: null,
    profit_loss: net,
  });

  it('orders the equity curve by close time and sums net figures of equal-size trades', () => {
    const r = buildTrackRecord([
      closed('b', '2026-01-03T00:00:00.000Z', -1, 'STOP_HIT'),
      closed('a', '2026-01-02T00:00:00.000Z', 2),
      closed('c', '2026-01-04T00:00:00.000Z', 0.5, 'EXPIRED'),
    ]);
    expect(r.equity.map((p) => [p.signal_id, p.cumulative_net_pct])).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 1.5],
    ]);
    expect(r.summary.win_rate).toBeCloseTo(1 / 3, 10);
    expect(r.funding_included).toBe(false);
    expect(r.simulated_entries).toBe(0);
  });

  it('keeps each signal marked as a demonstration signal when it was made on simulated prices, and counts them', () => {
    const r = buildTrackRecord([
      { ...closed('sim', '2026-01-02T00:00:00.000Z', 1), simulated: true },
      closed('real', '2026-01-03T00:00:00.000Z', 1),
    ]);
    expect(r.entries.map((e) => [e.id, e.simulated])).toEqual([
      ['sim', true],
      ['real', false],
    ]);
    expect(r.simulated_entries).toBe(1);
  });

  it('gives a trade booked before costs no net figure, and keeps it out of the average and the curve', () => {
    const legacy = {
      ...closed('old', '2026-01-02T00:00:00.000Z', 3),
      fees_pct: null,
      gross_profit_loss: null,
    };
    const r = buildTrackRecord([legacy]);
    expect(r.entries[0]).toMatchObject({ gross_pnl_pct: 3, net_pnl_pct: null });
    expect(r.summary).toMatchObject({ closed: 1, wins: 1, avg_net_pct: null });
    expect(r.equity).toEqual([]);
  });

  it('shows no figures for open and rejected signals', () => {
    const r = buildTrackRecord([
      {
        ...base,
        id: 'o',
        status: 'CONFIRMED',
        outcome: 'OPEN',
        created_at: '2026-01-02T00:00:00.000Z',
        closed_at: null,
      },
      {
        ...base,
        id: 'r',
        status: 'REJECTED',
        outcome: null,
        created_at: '2026-01-01T00:00:00.000Z',
        closed_at: null,
        profit_loss: 1,
      },
    ]);
    expect(r.entries.map((e) => [e.id, e.net_pnl_pct])).toEqual([
      ['o', null],
      ['r', null],
    ]);
    expect(r.summary).toMatchObject({ open: 1, rejected: 1, closed: 0, win_rate: null });
  });
});
