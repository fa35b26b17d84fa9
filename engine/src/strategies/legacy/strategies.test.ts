import { describe, expect, it } from 'vitest';
import type { IndicatorSet } from '../../indicators/snapshot';
import { levelSweep } from './level-sweep';
import { meanReversion } from './mean-reversion';
import type { Strategy } from '../strategy';
import { volumeExhaustion } from './volume-exhaustion';

/** A calm bar: nothing stretched, nothing broken. */
function bar(over: Partial<IndicatorSet> = {}): IndicatorSet {
  return {
    candles: 500,
    openTime: 0,
    open: 100,
    high: 100.6,
    low: 99.5,
    close: 100.2,
    priceChangePct: 0.2,
    rsi: 52,
    rsiPrev: 50,
    macd: 0.1,
    macdSignal: 0.05,
    macdHist: 0.05,
    macdHistPrev: [0.04, 0.03, 0.02],
    bbUpper: 103,
    bbMiddle: 100,
    bbLower: 97,
    bbPosition: 0.53,
    bandwidth: 0.06,
    bandwidthMedian: 0.06,
    volumeRatio: 1,
    sr: { support: 98, resistance: 102, nearest: 'support', distancePct: 2.2 },
    ema50: 99.5,
    priorHigh20: 102,
    priorLow20: 98,
    atr: 1,
    atrPrev: 1,
    ...over,
  } as IndicatorSet;
}

const run = (s: Strategy, ind: IndicatorSet) =>
  s.evaluate({ timeframe: s.timeframes[0]!, ind, higher: [], candles: {} });

describe('strategies', () => {
  it('stay silent on a calm bar, with a score under the threshold and reasons', () => {
    for (const s of [volumeExhaustion, meanReversion, levelSweep]) {
      const r = run(s, bar());
      expect(r.direction).toBeNull();
      expect(r.score).toBeLessThan(75);
      expect(r.reasons.length).toBeGreaterThan(0);
    }
  });

  it('Exaustão com Volume fades a body over 2.5 ATRs on twice the volume, both ways', () => {
    const drop = bar({ open: 103, close: 100, low: 99.8, high: 103.1, volumeRatio: 2.4 });
    expect(run(volumeExhaustion, drop)).toMatchObject({ direction: 'COMPRA', timeframe: '1h' });
    expect(run(volumeExhaustion, drop).score).toBeGreaterThanOrEqual(75);
    const pop = bar({ open: 100, close: 103, high: 103.2, volumeRatio: 2.4 });
    expect(run(volumeExhaustion, pop).direction).toBe('VENDA');
    // The same body on ordinary volume, or a smaller body on heavy volume, is not exhaustion.
    expect(run(volumeExhaustion, { ...drop, volumeRatio: 1.5 }).direction).toBeNull();
    expect(run(volumeExhaustion, bar({ open: 102, close: 100, volumeRatio: 3 })).direction).toBeNull();
  });

  it('Reversão à Média needs RSI beyond 30/70 AND the close outside the band', () => {
    expect(run(meanReversion, bar({ rsi: 27, close: 96.5, low: 96.2 })).direction).toBe('COMPRA');
    expect(run(meanReversion, bar({ rsi: 74, close: 103.4, high: 103.6 })).direction).toBe('VENDA');
    expect(run(meanReversion, bar({ rsi: 27, close: 97.5 })).direction).toBeNull();
    expect(run(meanReversion, bar({ rsi: 33, close: 96.5 })).direction).toBeNull();
  });

  it('Falso Rompimento buys a wick of 1 ATR through support that closes back above it', () => {
    const sweep = bar({ open: 98.6, close: 98.8, low: 97.4, high: 99 });
    expect(run(levelSweep, sweep)).toMatchObject({ direction: 'COMPRA', timeframe: '4h' });
    const top = bar({ open: 101.5, close: 101.4, high: 102.8, low: 101.2 });
    expect(run(levelSweep, top).direction).toBe('VENDA');
    // Closing below support is a breakdown, not a false break; a short wick is noise.
    expect(run(levelSweep, { ...sweep, close: 97.9, open: 98.2 }).direction).toBeNull();
    expect(run(levelSweep, { ...sweep, low: 97.9 }).direction).toBeNull();
  });

  it('size the plan in ATRs of the analysed timeframe', () => {
    const r = run(meanReversion, bar({ rsi: 27, close: 96.5, low: 96.2, atr: 1.7 }));
    expect(r.atr).toBe(1.7);
    expect(r.exits).toEqual(meanReversion.exits);
  });
});
