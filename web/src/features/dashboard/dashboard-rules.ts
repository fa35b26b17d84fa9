import { dedupeAndSortSignals, lastDailyCutoff } from '@sinais/shared';
import type { SignalEntry } from '@/lib/live/signals-store';
import type { ViewSignal } from '@/lib/live/signal-normalize';

export interface DashboardList {
  signals: ViewSignal[];
  total: number;
  buy: number;
  sell: number;
  cutoff: Date;
}

/**
 * spec 000 §4/§5: only confirmed signals, confirmed since the last 21:00 cut-off (Sao Paulo), duplicates
 * (same symbol, type, entry within 0.0001) removed, newest entry first.
 */
export function dashboardList(entries: readonly SignalEntry[], now: Date): DashboardList {
  const cutoff = lastDailyCutoff(now);
  const since = cutoff.getTime();
  const kept = entries
    .map((e) => e.signal)
    .filter((s) => s.status === 'CONFIRMED')
    .filter((s) => {
      const t = Date.parse(s.confirmed_at ?? s.entry_time);
      return Number.isFinite(t) && t >= since;
    });
  const signals = dedupeAndSortSignals(kept);
  return {
    signals,
    total: signals.length,
    buy: signals.filter((s) => s.type === 'COMPRA').length,
    sell: signals.filter((s) => s.type === 'VENDA').length,
    cutoff,
  };
}

/** Live result of an open signal at the current price, in percent in the signal's favour. */
export function livePnl(
  signal: Pick<ViewSignal, 'type' | 'entry_price'>,
  price: number | undefined,
): number | null {
  if (!price || !(signal.entry_price > 0)) return null;
  const raw = (price - signal.entry_price) / signal.entry_price;
  return (signal.type === 'COMPRA' ? raw : -raw) * 100;
}

export const OUTCOME_LABELS: Record<string, { label: string; tone: 'open' | 'win' | 'loss' | 'neutral' }> = {
  OPEN: { label: 'Em aberto', tone: 'open' },
  TARGET_HIT: { label: 'Alvo atingido', tone: 'win' },
  STOP_HIT: { label: 'Stop atingido', tone: 'loss' },
  EXPIRED: { label: 'Expirado', tone: 'neutral' },
};

export const MOTIVATIONAL_PHRASES = [
  'Disciplina é a ponte entre metas e resultados.',
  'O mercado recompensa a paciência, não a pressa.',
  'Proteja seu capital: o stop é seu melhor amigo.',
  'Planeje a operação e opere o plano.',
  'Consistência vence a sorte no longo prazo.',
  'Não persiga o preço: deixe o sinal vir até você.',
  'Gerenciar o risco é o que separa traders de apostadores.',
  'Cada operação é uma entre mil: pense em probabilidade.',
  'Emoção fora, estratégia dentro.',
  'Pequenos ganhos consistentes constroem grandes resultados.',
] as const;
export const PHRASE_INTERVAL_MS = 8000;
