import { describe, expect, it } from 'vitest';
import { COOL_DOWN_BARS } from './rules';
import { TradeGuard, setupKeyOf } from './trade-guard';

const H = 3_600_000;
const setup = (t: number, direction: 'COMPRA' | 'VENDA' = 'COMPRA') => ({
  symbol: 'SOLUSDT',
  direction,
  setupKey: setupKeyOf('volume_exhaustion', '1h', t),
});

describe('trade guard', () => {
  it('keeps one open trade per symbol and direction', () => {
    const g = new TradeGuard();
    g.markFired(setup(0));
    expect(g.allows(setup(H), 2 * H)).toBe(false);
    expect(g.allows(setup(H, 'VENDA'), 2 * H)).toBe(true);
  });

  it('waits the cool-down after a trade ends, so a setup does not re-fire on the exit candle', () => {
    const g = new TradeGuard();
    g.markFired(setup(0));
    const exitAt = 10 * H;
    g.markEnded('SOLUSDT', 'COMPRA', '1h', exitAt, true);
    expect(g.allows(setup(10 * H), exitAt)).toBe(false);
    expect(g.allows(setup(11 * H), exitAt + COOL_DOWN_BARS * H - 1)).toBe(false);
    expect(g.allows(setup(12 * H), exitAt + COOL_DOWN_BARS * H)).toBe(true);
  });

  it('frees the side at once after a rejection, but a setup fires once per candle', () => {
    const g = new TradeGuard();
    g.markFired(setup(0));
    g.markEnded('SOLUSDT', 'COMPRA', '1h', H, false);
    expect(g.allows(setup(0), H)).toBe(false);
    expect(g.allows(setup(H), H)).toBe(true);
  });

  it('scales the cool-down with the timeframe', () => {
    const g = new TradeGuard();
    g.markEnded('SOLUSDT', 'VENDA', '4h', 0, true);
    expect(g.allows(setup(H, 'VENDA'), COOL_DOWN_BARS * 4 * H - 1)).toBe(false);
    expect(g.allows(setup(H, 'VENDA'), COOL_DOWN_BARS * 4 * H)).toBe(true);
  });

  it('counts the cool-down in market time when the clock runs faster (the simulator at SIM_SPEED)', () => {
    const speed = 3600;
    const g = new TradeGuard(speed);
    g.markEnded('SOLUSDT', 'VENDA', '4h', 0, true);
    // Two 4h bars of market time are 8 s of wall clock at 3600x, not 8 hours.
    expect(g.allows(setup(H, 'VENDA'), (COOL_DOWN_BARS * 4 * H) / speed - 1)).toBe(false);
    expect(g.allows(setup(H, 'VENDA'), (COOL_DOWN_BARS * 4 * H) / speed)).toBe(true);
  });
});
