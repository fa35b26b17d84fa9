import { describe, expect, it } from 'vitest';
import type { MemberGateResponse } from '@sinais/shared';
import { gateHoldsBack, gateRefetchMs } from './member-gate';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const gate = (over: Partial<MemberGateResponse> = {}): MemberGateResponse => ({
  enabled: true,
  evaluated_at: null,
  next_evaluation_at: null,
  reason: '',
  publishing_allowed: null,
  rule: null,
  strategies: [],
  generated_at: new Date(NOW).toISOString(),
  ...over,
});
const strategy = (published: boolean) => ({
  strategy: 'X',
  timeframe: '1h' as const,
  published,
  reason: '',
  decided_at: '',
  evidence: {
    trades: 0,
    win_rate: null,
    avg_net_pct: null,
    baseline_mean_pct: null,
    baseline_p95_pct: null,
    percentile: null,
    max_drawdown_pct: null,
    symbols: 0,
    funding_included: false,
    from: '',
    to: '',
  },
});

describe('member gate', () => {
  it('has something to say only while the gate is on and holds a strategy back', () => {
    expect(gateHoldsBack(undefined)).toBe(false);
    expect(gateHoldsBack(gate({ enabled: null }))).toBe(false);
    expect(gateHoldsBack(gate({ enabled: false }))).toBe(false);
    expect(gateHoldsBack(gate())).toBe(true); // no decision yet: everything held back
    expect(gateHoldsBack(gate({ strategies: [strategy(false)] }))).toBe(true);
    expect(gateHoldsBack(gate({ strategies: [strategy(true), strategy(false)] }))).toBe(true);
    expect(gateHoldsBack(gate({ strategies: [strategy(true)] }))).toBe(false);
  });

  it('refetches every 5 minutes, sooner after the next evaluation is due, at most once a minute', () => {
    expect(gateRefetchMs(undefined, NOW)).toBe(5 * 60_000);
    const inTenMin = new Date(NOW + 10 * 60_000).toISOString();
    expect(gateRefetchMs(gate({ next_evaluation_at: inTenMin }), NOW)).toBe(5 * 60_000);
    const inOneMin = new Date(NOW + 60_000).toISOString();
    expect(gateRefetchMs(gate({ next_evaluation_at: inOneMin }), NOW)).toBe(3 * 60_000);
    const justDue = new Date(NOW - 90_000).toISOString();
    expect(gateRefetchMs(gate({ next_evaluation_at: justDue }), NOW)).toBe(60_000);
    // Overdue for long (the engine is late): back to the regular pace, not once a minute forever.
    const late = new Date(NOW - 3_600_000).toISOString();
    expect(gateRefetchMs(gate({ next_evaluation_at: late }), NOW)).toBe(5 * 60_000);
  });
});
