import type { Direction } from '@sinais/shared';
import { symmetricSetup, clamp01, fmt, type SideReading, type StrategyInput } from '../strategy';

/**
 * A false break of support or resistance: the candle trades through the lowest low of the 20 candles before
 * it (the support) by a wick of at least one ATR, then closes back above that level. The stops below the
 * level have been taken and sellers could not hold the price there; the trade buys the return (the mirror
 * sells a false break of resistance). Stop and target two ATRs away.
 */
export const levelSweep = symmetricSetup({
  key: 'level_sweep',
  name: 'Falso Rompimento',
  timeframes: ['4h'],
  exits: { stopAtr: 2, targetAtr: 2, holdBars: 12 },
  read,
});

export const MIN_WICK_ATR = 1;

function read({ timeframe, ind }: StrategyInput, direction: Direction): SideReading {
  const buy = direction === 'COMPRA';
  const level = buy ? ind.priorLow20 : ind.priorHigh20;
  const pierced = buy ? ind.low < level : ind.high > level;
  const closedBack = buy ? ind.close > level : ind.close < level;
  const wick = buy ? Math.min(ind.open, ind.close) - ind.low : ind.high - Math.max(ind.open, ind.close);
  const wickAtr = ind.atrPrev > 0 ? wick / ind.atrPrev : 0;
  const triggered = pierced && closedBack && wickAtr >= MIN_WICK_ATR;
  const strength = clamp01((wickAtr - MIN_WICK_ATR) / 2);
  const near = 0.4 * (pierced ? 1 : 0) + 0.3 * (closedBack ? 1 : 0) + 0.3 * clamp01(wickAtr / MIN_WICK_ATR);
  const reasons = [
    pierced
      ? `${buy ? 'Mínima rompeu o suporte' : 'Máxima rompeu a resistência'} de 20 candles (${fmt(level, 6)}) e o fechamento voltou ${buy ? 'acima' : 'abaixo'} (${timeframe})`
      : `Sem rompimento ${buy ? 'do suporte' : 'da resistência'} de 20 candles`,
    `Pavio ${buy ? 'inferior' : 'superior'} de ${fmt(Math.max(0, wickAtr), 1)} ATR`,
    `Alvo e stop a ${levelSweep.exits.targetAtr} ATR (ATR ${fmt((ind.atr / ind.close) * 100)}% do preço)`,
  ];
  return { triggered, strength, near, reasons };
}
