import type { Direction } from '@sinais/shared';
import { alignment, clamp01, fmt, type Strategy, type StrategyInput, type StrategyResult } from './strategy';

/**
 * Buys exhaustion at the lower band near a support (sells the mirror), when the higher timeframes are not
 * trending hard against it: the dip is a pullback to fade, not a collapse.
 */
export const meanReversion: Strategy = {
  key: 'mean_reversion',
  name: 'Reversão à Média',
  evaluate(input) {
    const buy = side(input, 'COMPRA');
    const sell = side(input, 'VENDA');
    return buy.score >= sell.score ? buy : sell;
  },
};

function side({ timeframe, ind, higher }: StrategyInput, direction: Direction): StrategyResult {
  const buy = direction === 'COMPRA';
  const rsiDepth = buy ? (45 - ind.rsi) / 20 : (ind.rsi - 55) / 20;
  const bandDepth = buy ? (0.25 - ind.bbPosition) / 0.35 : (ind.bbPosition - 0.75) / 0.35;
  const wantLevel = buy ? 'support' : 'resistance';
  const nearLevel =
    ind.sr.nearest === wantLevel && ind.sr.distancePct !== null ? clamp01(1 - ind.sr.distancePct / 2.5) : 0;
  const turning = buy ? ind.rsi > ind.rsiPrev : ind.rsi < ind.rsiPrev;
  const htf = alignment(direction, higher, ind);
  const notAgainst = higher.length > 0 ? Math.min(1, htf * 1.5) : htf;
  const score =
    30 * clamp01(rsiDepth) + 25 * clamp01(bandDepth) + 20 * nearLevel + (turning ? 10 : 0) + 15 * notAgainst;
  const triggered = buy ? ind.rsi < 40 && ind.bbPosition < 0.2 : ind.rsi > 60 && ind.bbPosition > 0.8;
  const reasons = [
    `RSI ${fmt(ind.rsi, 1)} ${buy ? 'em sobrevenda' : 'em sobrecompra'} (${timeframe})`,
    `Preço na banda ${buy ? 'inferior' : 'superior'} de Bollinger (posição ${fmt(ind.bbPosition)})`,
  ];
  if (nearLevel > 0) reasons.push(`${buy ? 'Suporte' : 'Resistência'} a ${fmt(ind.sr.distancePct ?? 0)}%`);
  if (turning) reasons.push(`RSI virando ${buy ? 'para cima' : 'para baixo'}`);
  reasons.push(
    `Tempos maiores ${notAgainst >= 0.75 ? 'sem tendência contrária' : 'parcialmente contrários'}`,
  );
  return {
    key: 'mean_reversion',
    name: meanReversion.name,
    timeframe,
    direction: triggered ? direction : null,
    score: round(score),
    reasons,
  };
}

const round = (x: number) => Math.round(Math.min(100, Math.max(0, x)) * 10) / 10;
