import type { ViewSignal } from './signal-parse';

/** Live result of an open signal at the current price, in percent in the signal's favour. */
export function livePnl(
  signal: Pick<ViewSignal, 'direction' | 'entry_price'>,
  price: number | undefined,
): number | null {
  if (!price || !(signal.entry_price > 0)) return null;
  const raw = (price - signal.entry_price) / signal.entry_price;
  return (signal.direction === 'COMPRA' ? raw : -raw) * 100;
}

export const OUTCOME_LABELS: Record<string, { label: string; tone: 'open' | 'win' | 'loss' | 'neutral' }> = {
  OPEN: { label: 'Em aberto', tone: 'open' },
  TARGET_HIT: { label: 'Alvo atingido', tone: 'win' },
  STOP_HIT: { label: 'Stop atingido', tone: 'loss' },
  EXPIRED: { label: 'Expirado', tone: 'neutral' },
};
