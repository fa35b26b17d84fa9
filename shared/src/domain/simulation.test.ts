import { describe, expect, it } from 'vitest';
import {
  equityAt,
  fallbackPrice,
  liquidationPrice,
  simulatePosition,
  SIMULATION,
  summarize,
} from './simulation';

const base = { direction: 'COMPRA' as const, entryPrice: 100, hoursOpen: 1 };

describe('simulation maths', () => {
  it('charges the taker fee on entry and exit: flat price loses only fees', () => {
    const r = simulatePosition({ ...base, currentPrice: 100 });
    expect(r.positionSize).toBe(50_000);
    expect(r.feesUsd).toBe(50); // 0.05% × 50,000 twice
    expect(r.fundingUsd).toBe(0);
    expect(r.pnlUsd).toBe(-50);
    expect(r.currentValue).toBe(950);
    expect(r.status).toBe('MONITORING');
  });

  it('computes leveraged P&L for long and short positions', () => {
    const long = simulatePosition({ ...base, currentPrice: 101 }); // +1% × 50 = +500 gross
    expect(long.pnlUsd).toBeCloseTo(500 - 25 - 25.25, 2);
    expect(long.pnlPct).toBeCloseTo(44.98, 2);
    const short = simulatePosition({ ...base, direction: 'VENDA', currentPrice: 99 });
    expect(short.pnlUsd).toBeCloseTo(500 - 25 - 24.75, 2);
  });

  it('charges funding at every 8-hour settlement', () => {
    expect(simulatePosition({ ...base, currentPrice: 100, hoursOpen: 7.9 }).fundingUsd).toBe(0);
    expect(simulatePosition({ ...base, currentPrice: 100, hoursOpen: 8 }).fundingUsd).toBe(5);
    expect(simulatePosition({ ...base, currentPrice: 100, hoursOpen: 24 }).fundingUsd).toBe(15);
  });

  it('liquidates a position that moves about 2% against it at 50x', () => {
    const liq = liquidationPrice('COMPRA', 100, 1);
    expect(liq).toBeGreaterThan(98);
    expect(liq).toBeLessThan(98.2);
    expect(equityAt('COMPRA', 100, liq, 1).equity).toBeCloseTo(0, 6);
    expect(simulatePosition({ ...base, currentPrice: 98.5 }).status).toBe('MONITORING');
    const r = simulatePosition({ ...base, currentPrice: 97.9 });
    expect(r.status).toBe('LIQUIDATED');
    expect(r.currentValue).toBe(0);
    expect(r.pnlUsd).toBe(-1000);
    expect(r.pnlPct).toBe(-100);
    const short = simulatePosition({ ...base, direction: 'VENDA', currentPrice: 102.1 });
    expect(short.status).toBe('LIQUIDATED');
    expect(liquidationPrice('VENDA', 100, 1)).toBeGreaterThan(101.8);
  });

  it('liquidates from the engine’s worst excursion even if the price came back, and stays liquidated', () => {
    const r = simulatePosition({ ...base, currentPrice: 100.5, worstExcursionPct: -2.5 });
    expect(r.status).toBe('LIQUIDATED');
    const later = simulatePosition({
      ...base,
      currentPrice: 110,
      prior: {
        status: r.status,
        maxValue: r.maxValue,
        closedValue: r.closedValue,
        closedPrice: r.closedPrice,
      },
    });
    expect(later.status).toBe('LIQUIDATED');
    expect(later.currentValue).toBe(0);
  });

  it('completes at 300% leveraged profit and freezes the value', () => {
    expect(simulatePosition({ ...base, currentPrice: 106 }).status).toBe('MONITORING'); // ~+290%
    const done = simulatePosition({ ...base, currentPrice: 106.2 });
    expect(done.status).toBe('COMPLETED');
    expect(done.pnlPct).toBeGreaterThanOrEqual(SIMULATION.completionPct);
    expect(done.currentValue).toBeGreaterThanOrEqual(SIMULATION.targetValue);
    const after = simulatePosition({
      ...base,
      currentPrice: 99,
      prior: {
        status: 'COMPLETED',
        maxValue: done.maxValue,
        closedValue: done.closedValue,
        closedPrice: done.closedPrice,
      },
    });
    expect(after.status).toBe('COMPLETED');
    expect(after.currentValue).toBe(done.currentValue);
  });

  it('tracks the maximum value reached', () => {
    const r = simulatePosition({
      ...base,
      currentPrice: 100.2,
      bestExcursionPct: 1,
      prior: { status: 'MONITORING', maxValue: 1200, closedValue: null, closedPrice: null },
    });
    expect(r.maxValue).toBeGreaterThan(1400);
    expect(r.maxProfitPct).toBeCloseTo((r.maxValue - 1000) / 10, 2);
  });

  it('summarises with success rate as the share of positive P&L', () => {
    const s = summarize([
      { status: 'MONITORING', investment: 1000, currentValue: 1200, pnlUsd: 200 },
      { status: 'LIQUIDATED', investment: 1000, currentValue: 0, pnlUsd: -1000 },
      { status: 'COMPLETED', investment: 1000, currentValue: 4100, pnlUsd: 3100 },
      { status: 'MONITORING', investment: 1000, currentValue: 990, pnlUsd: -10 },
    ]);
    expect(s).toMatchObject({
      total_signals: 4,
      active_signals: 2,
      completed_signals: 1,
      liquidated_signals: 1,
      success_rate: 50,
      total_investment: 4000,
      total_current_value: 6290,
      total_pnl_usd: 2290,
    });
    expect(s.total_pnl_percentage).toBeCloseTo(57.25, 2);
    expect(summarize([]).success_rate).toBe(0);
  });

  it('never closes a position or raises its maximum on an estimated (fallback) price', () => {
    const r = simulatePosition({ ...base, currentPrice: 95, estimated: true });
    expect(r.status).toBe('MONITORING');
    expect(r.currentValue).toBe(0);
    const up = simulatePosition({ ...base, currentPrice: 107, estimated: true });
    expect(up.status).toBe('MONITORING');
    expect(up.maxValue).toBe(1000);
  });

  it('keeps the labelled fallback price within ±7% and above 85% of entry', () => {
    for (let t = 0; t < 200; t++) {
      const p = fallbackPrice(100, 'sig', t * 10_000);
      expect(p).toBeGreaterThanOrEqual(93);
      expect(p).toBeLessThanOrEqual(107);
    }
  });
});
