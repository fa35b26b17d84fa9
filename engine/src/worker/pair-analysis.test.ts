import { describe, expect, it } from 'vitest';
import type { IndicatorSet } from '../indicators/snapshot';
import type { PairEvaluation } from '../strategies/evaluate';
import type { StrategyResult } from '../strategies/strategy';
import { toPairAnalysis } from './pair-analysis';

const ind = {
  close: 10,
  priceChangePct: 1,
  rsi: 50,
  macd: 0.1,
  macdSignal: 0.05,
  macdHist: 0.05,
  bbPosition: 0.5,
  volumeRatio: 1.2,
  sr: { distancePct: 2 },
} as unknown as IndicatorSet;

const result = (score: number, direction: StrategyResult['direction']) =>
  ({ key: 'mean_reversion', name: 'Reversão à média', timeframe: '1h', direction, score }) as StrategyResult;

const evaluation = (best: StrategyResult, signal: StrategyResult | null): PairEvaluation => ({
  indicators: { '1h': ind },
  results: [best],
  best,
  signal,
});

const at = new Date('2026-01-01T12:00:00Z');
const pos = { cycle: 1, index: 1, total: 150 };

describe('why an analysed pair has no signal', () => {
  it('a score of 100 without a trigger says so', () => {
    const a = toPairAnalysis('BTCUSDT', pos, evaluation(result(100, null), null), null, at);
    expect(a).toMatchObject({ overall_score: 100, signal_generated: false, no_signal_reason: 'no_trigger' });
  });
  it('a triggered result below the threshold says so', () => {
    const a = toPairAnalysis('BTCUSDT', pos, evaluation(result(60, 'COMPRA'), null), null, at);
    expect(a?.no_signal_reason).toBe('below_threshold');
  });
  it('a qualifying result the engine blocked carries the block (open trade, stale setup…)', () => {
    const r = result(100, 'COMPRA');
    expect(toPairAnalysis('BTCUSDT', pos, evaluation(r, r), null, at, 'open_trade')?.no_signal_reason).toBe(
      'open_trade',
    );
    expect(toPairAnalysis('BTCUSDT', pos, evaluation(r, r), null, at)?.no_signal_reason).toBe('not_stored');
  });
  it('a signal has no reason', () => {
    const r = result(90, 'VENDA');
    const plan = { entry_price: 10, target_price: 9, stop_loss: 11 };
    expect(toPairAnalysis('BTCUSDT', pos, evaluation(r, r), plan, at)).toMatchObject({
      signal_generated: true,
      no_signal_reason: null,
    });
  });
});
