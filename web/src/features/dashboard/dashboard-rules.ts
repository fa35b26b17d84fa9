import { dedupeAndSortSignals, lastDailyCutoff } from '@sinais/shared';
import type { SignalEntry } from '@/lib/live/signals-store';
import type { ViewSignal } from '@/lib/live/signal-parse';

export interface DashboardList {
  signals: ViewSignal[];
  total: number;
  buy: number;
  sell: number;
  cutoff: Date;
  /** When this tab received each listed signal live (the "new" highlight), read from the same store entries. */
  liveAt: Readonly<Record<string, number | null>>;
}

/**
 * spec 000 §4/§5: only confirmed signals, confirmed since the last 21:00 cut-off (Sao Paulo), duplicates
 * (same symbol, type, entry within 0.0001) removed, newest entry first. Published and experimental signals are
 * two lists that never mix: the counters and the main list are the published one.
 */
export function dashboardList(
  entries: readonly SignalEntry[],
  now: Date,
  experimental = false,
): DashboardList {
  const cutoff = lastDailyCutoff(now);
  const since = cutoff.getTime();
  const kept = entries
    .map((e) => e.signal)
    .filter((s) => s.status === 'CONFIRMED' && s.experimental === experimental)
    .filter((s) => {
      const t = Date.parse(s.confirmed_at ?? s.entry_time);
      return Number.isFinite(t) && t >= since;
    });
  const signals = dedupeAndSortSignals(kept);
  return {
    signals,
    total: signals.length,
    buy: signals.filter((s) => s.direction === 'COMPRA').length,
    sell: signals.filter((s) => s.direction === 'VENDA').length,
    cutoff,
    liveAt: Object.fromEntries(entries.map((e) => [e.signal.id, e.liveAt])),
  };
}

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

export type SideFilter = 'all' | 'COMPRA' | 'VENDA' | 'fav';

/** The list's filters (issue 16): side or favourites, class, timeframe, and part of the symbol. */
export interface SignalFilters {
  side: SideFilter;
  signalClass: string;
  timeframe: string;
  symbol: string;
}

export const NO_FILTERS: SignalFilters = { side: 'all', signalClass: 'all', timeframe: 'all', symbol: '' };

export function hasFilters(f: SignalFilters): boolean {
  return f.side !== 'all' || f.signalClass !== 'all' || f.timeframe !== 'all' || f.symbol.trim() !== '';
}

export function filterSignals(
  signals: readonly ViewSignal[],
  f: SignalFilters,
  favorites: readonly string[],
): ViewSignal[] {
  const symbol = f.symbol.trim().toUpperCase();
  return signals.filter(
    (s) =>
      (f.side === 'all' || (f.side === 'fav' ? favorites.includes(s.id) : s.direction === f.side)) &&
      (f.signalClass === 'all' || s.signal_class === f.signalClass) &&
      (f.timeframe === 'all' || s.timeframe === f.timeframe) &&
      (symbol === '' || s.symbol.toUpperCase().includes(symbol)),
  );
}

/** Cards per page of the dashboard's list (issue 27 §7): never an endless list; four rows of a desktop grid. */
export const DASHBOARD_PAGE_SIZE = 12;

/** One page of a list (1-based, clamped to the pages there are: a list that shrank never shows an empty page). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = DASHBOARD_PAGE_SIZE,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
