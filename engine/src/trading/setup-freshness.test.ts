import { describe, expect, it } from 'vitest';
import { isFreshSetup } from './setup-freshness';

const H = 3_600_000;
const close = Date.parse('2024-03-01T04:00:00Z') - 1; // a 4h candle closing at 04:00 UTC

describe('late setups: one rule for the live worker, the backtest, the research and the gate', () => {
  it('takes a setup during the hour after its candle closed', () => {
    expect(isFreshSetup(close, close + 1)).toBe(true); // the backtest step at the close
    expect(isFreshSetup(close, close + 1 + 17 * 60_000)).toBe(true); // the worker's visit 17 min later
  });

  it('drops it from one hour on: the backtest step an hour later and a late worker visit alike', () => {
    expect(isFreshSetup(close, close + 1 + H)).toBe(false);
    expect(isFreshSetup(close, close + 1 + 3 * H)).toBe(false);
  });
});
