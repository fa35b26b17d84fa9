import type { Direction } from '@sinais/shared';
import {
  TRIGGERED_BASE,
  alignment,
  betterSide,
  clamp01,
  fmt,
  roundScore,
  type Strategy,
  type StrategyInput,
  type StrategyResult,
} from './strategy';

/**
 * Trend following: a fresh MACD histogram cross (last 3 bars) with the MACD line on the same side of zero
 * and the higher timeframes trending the same way, RSI not exhausted. Target four ATRs, stop two.
 */
export const macdMomentum: Strategy = {
  key: 'macd_momentum',
  name: 'Momentum MACD',
  timeframes: ['4h', '1d'],
  exits: { stopAtr: 2, targetAtr: 4, holdBars: 20 },
  evaluate(input) {
    return betterSide(side(input, 'COMPRA'), side(input, 'VENDA'));
  },
};

function side({ timeframe, ind, higher }: StrategyInput, direction: Direction): StrategyResult {
  const s = direction === 'COMPRA' ? 1 : -1;
  const hist = s * ind.macdHist;
  const fresh = hist > 0 && ind.macdHistPrev.some((p) => s * p <= 0);
  const lineSide = s * ind.macd > 0;
  const rsiRoom = s > 0 ? ind.rsi >= 50 && ind.rsi <= 70 : ind.rsi <= 50 && ind.rsi >= 30;
  const htf = alignment(direction, higher, ind);
  // The daily timeframe has no higher context: there its own trend must point the same way.
  const trendOk = higher.length > 0 ? htf >= 0.75 : htf >= 0.5;
  const triggered = fresh && lineSide && rsiRoom && trendOk;
  const strength = 0.5 * clamp01((ind.volumeRatio - 1) / 1) + 0.5 * clamp01(htf);
  const near = (fresh ? 0.4 : 0) + (lineSide ? 0.2 : 0) + (rsiRoom ? 0.2 : 0) + 0.2 * htf;
  const score = triggered ? TRIGGERED_BASE + 25 * strength : 70 * near;
  const reasons = [
    fresh
      ? `Cruzamento do MACD ${s > 0 ? 'para cima' : 'para baixo'} (${timeframe})`
      : `Histograma MACD ${fmt(ind.macdHist, 6)}`,
    `RSI ${fmt(ind.rsi, 1)}`,
    `Volume ${fmt(ind.volumeRatio)}x a média`,
    `Alinhamento com tempos maiores ${Math.round(htf * 100)}%`,
  ];
  return {
    key: 'macd_momentum',
    name: macdMomentum.name,
    timeframe,
    direction: triggered ? direction : null,
    score: roundScore(score),
    reasons,
    atr: ind.atr,
    exits: macdMomentum.exits,
  };
}
