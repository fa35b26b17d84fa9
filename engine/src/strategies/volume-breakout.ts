import type { Direction } from '@sinais/shared';
import { alignment, clamp01, fmt, type Strategy, type StrategyInput, type StrategyResult } from './strategy';

/**
 * A close beyond the 20-bar range with volume well above average and the Bollinger bands expanding:
 * participation confirms the break; an RSI not yet exhausted leaves room to run.
 */
export const volumeBreakout: Strategy = {
  key: 'volume_breakout',
  name: 'Rompimento com Volume',
  evaluate(input) {
    const buy = side(input, 'COMPRA');
    const sell = side(input, 'VENDA');
    return buy.score >= sell.score ? buy : sell;
  },
};

function side({ timeframe, ind, higher }: StrategyInput, direction: Direction): StrategyResult {
  const buy = direction === 'COMPRA';
  const level = buy ? ind.priorHigh20 : ind.priorLow20;
  const margin = buy ? (ind.close / level - 1) * 100 : (1 - ind.close / level) * 100;
  const broke = margin > 0;
  const expansion = ind.bandwidthMedian > 0 ? ind.bandwidth / ind.bandwidthMedian : 1;
  const rsiRoom = buy ? ind.rsi >= 55 && ind.rsi <= 78 : ind.rsi <= 45 && ind.rsi >= 22;
  const htf = alignment(direction, higher, ind);
  const score =
    (broke ? 5 + 20 * clamp01(margin / 1.0) : 0) +
    30 * clamp01(ind.volumeRatio - 1) +
    20 * clamp01((expansion - 1) / 0.5) +
    (rsiRoom ? 10 : 0) +
    15 * htf;
  const reasons = [
    broke
      ? `Rompimento ${buy ? 'da máxima' : 'da mínima'} de 20 candles em ${fmt(margin)}% (${timeframe})`
      : `Sem rompimento da faixa de 20 candles`,
    `Volume ${fmt(ind.volumeRatio)}x a média`,
    `Bandas de Bollinger ${expansion >= 1 ? 'em expansão' : 'estreitas'} (${fmt(expansion)}x)`,
    `RSI ${fmt(ind.rsi, 1)}`,
  ];
  return {
    key: 'volume_breakout',
    name: volumeBreakout.name,
    timeframe,
    direction: broke ? direction : null,
    score: round(broke ? score : Math.min(score, 49)),
    reasons,
  };
}

const round = (x: number) => Math.round(Math.min(100, Math.max(0, x)) * 10) / 10;
