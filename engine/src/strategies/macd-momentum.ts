import type { Direction } from '@sinais/shared';
import { alignment, clamp01, fmt, type Strategy, type StrategyInput, type StrategyResult } from './strategy';

/**
 * Trend following: a fresh MACD histogram cross (or an accelerating one) in the direction the higher
 * timeframes already trend, with healthy RSI (not exhausted) and volume behind the move.
 */
export const macdMomentum: Strategy = {
  key: 'macd_momentum',
  name: 'Momentum MACD',
  evaluate(input) {
    const buy = side(input, 'COMPRA');
    const sell = side(input, 'VENDA');
    return buy.score >= sell.score ? buy : sell;
  },
};

function side({ timeframe, ind, higher }: StrategyInput, direction: Direction): StrategyResult {
  const s = direction === 'COMPRA' ? 1 : -1;
  const hist = s * ind.macdHist;
  const prev = ind.macdHistPrev.map((h) => s * h);
  const fresh = hist > 0 && prev.some((p) => p <= 0);
  const accelerating = hist > (prev[0] ?? 0);
  const lineSide = s * ind.macd > 0;
  const rsiHealthy = s > 0 ? ind.rsi >= 50 && ind.rsi <= 70 : ind.rsi <= 50 && ind.rsi >= 30;
  const rsiNear = s > 0 ? ind.rsi >= 45 && ind.rsi <= 75 : ind.rsi <= 55 && ind.rsi >= 25;
  const vol = clamp01((ind.volumeRatio - 0.8) / 0.7);
  const htf = alignment(direction, higher, ind);
  const score =
    (fresh ? 25 : 0) +
    (hist > 0 && accelerating ? 10 : 0) +
    (lineSide ? 10 : 0) +
    (rsiHealthy ? 15 : rsiNear ? 7 : 0) +
    10 * vol +
    30 * htf;
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
    direction: fresh ? direction : null,
    score: round(score),
    reasons,
  };
}

const round = (x: number) => Math.round(Math.min(100, Math.max(0, x)) * 10) / 10;
