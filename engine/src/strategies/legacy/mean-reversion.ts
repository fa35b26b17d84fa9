import type { Direction } from '@sinais/shared';
import { symmetricSetup, clamp01, fmt, type SideReading, type StrategyInput } from '../strategy';

/**
 * Fades a stretched close: RSI(14) below 30 AND the close outside the lower Bollinger band buys (the
 * mirror sells), for a move back of two ATRs. The overshoot tends to retrace; the stop sits two ATRs away.
 * Research and out-of-sample evidence: docs/engine.md §5.
 */
export const meanReversion = symmetricSetup({
  key: 'mean_reversion',
  name: 'Reversão à Média',
  timeframes: ['4h'],
  exits: { stopAtr: 2, targetAtr: 2, holdBars: 12 },
  read,
});

export const OVERSOLD_RSI = 30;

function read({ timeframe, ind }: StrategyInput, direction: Direction): SideReading {
  const buy = direction === 'COMPRA';
  const rsiBeyond = buy ? OVERSOLD_RSI - ind.rsi : ind.rsi - (100 - OVERSOLD_RSI);
  const band = buy ? ind.bbLower : ind.bbUpper;
  const outside = buy ? band - ind.close : ind.close - band;
  const triggered = rsiBeyond > 0 && outside > 0;
  const strength = 0.5 * clamp01(rsiBeyond / 15) + 0.5 * clamp01(outside / Math.max(ind.atr, 1e-12));
  // Untriggered: how close the setup is (for the operator's view), kept under the threshold.
  const near =
    0.5 * clamp01(1 - Math.max(0, -rsiBeyond) / 20) +
    0.5 * clamp01(buy ? 1 - ind.bbPosition : ind.bbPosition);
  const reasons = [
    `RSI ${fmt(ind.rsi, 1)} ${buy ? 'abaixo de 30 (sobrevenda)' : 'acima de 70 (sobrecompra)'} (${timeframe})`,
    `Fechamento ${buy ? 'abaixo da banda inferior' : 'acima da banda superior'} de Bollinger (posição ${fmt(ind.bbPosition)})`,
    `Alvo e stop a ${meanReversion.exits.targetAtr} ATR (ATR ${fmt((ind.atr / ind.close) * 100)}% do preço)`,
  ];
  return { triggered, strength, near, reasons };
}
