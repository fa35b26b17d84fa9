import type { Direction } from '@sinais/shared';
import { symmetricSetup, clamp01, fmt, type SideReading, type StrategyInput } from '../strategy';

/**
 * Fades a capitulation candle: a body larger than 2.5 ATRs (measured against the ATR before it) on at least
 * twice the average volume. Forced selling (or buying) overshoots and part of it comes back; the trade
 * takes the other side with a stop and a target three ATRs away.
 */
export const volumeExhaustion = symmetricSetup({
  key: 'volume_exhaustion',
  name: 'Exaustão com Volume',
  timeframes: ['1h'],
  exits: { stopAtr: 3, targetAtr: 3, holdBars: 48 },
  read,
});

export const BODY_ATR = 2.5;
export const MIN_VOLUME_RATIO = 2;

function read({ timeframe, ind }: StrategyInput, direction: Direction): SideReading {
  const buy = direction === 'COMPRA';
  // Buying fades a falling candle; selling fades a rising one.
  const move = buy ? ind.open - ind.close : ind.close - ind.open;
  const bodyAtr = ind.atrPrev > 0 ? move / ind.atrPrev : 0;
  const triggered = bodyAtr > BODY_ATR && ind.volumeRatio >= MIN_VOLUME_RATIO;
  const strength = 0.5 * clamp01((bodyAtr - BODY_ATR) / 2.5) + 0.5 * clamp01((ind.volumeRatio - 2) / 3);
  const near = 0.6 * clamp01(bodyAtr / BODY_ATR) + 0.4 * clamp01(ind.volumeRatio / MIN_VOLUME_RATIO);
  const reasons = [
    `Candle de ${buy ? 'queda' : 'alta'} de ${fmt(Math.max(0, bodyAtr), 1)} ATR (${timeframe})`,
    `Volume ${fmt(ind.volumeRatio)}x a média de 20 candles`,
    `RSI ${fmt(ind.rsi, 1)}; alvo e stop a ${volumeExhaustion.exits.targetAtr} ATR`,
  ];
  return { triggered, strength, near, reasons };
}
