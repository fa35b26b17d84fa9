import { useMemo } from 'react';
import { create } from 'zustand';
import {
  zonedParts,
  type MonitoringStatus,
  type PeriodFigures,
  type ViewSignal as Signal,
  type TypedEnvelope,
} from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { selectConfirmed, selectPending, selectRejected, useSignalsStore } from '@/lib/live/signals-store';

export const FALLBACK_WINDOW_MS = 24 * 3_600_000;

/** The shared success rate (target / closed; expired never a win), or — before any trade closed. */
export const rate = (f: PeriodFigures | null) =>
  f?.win_rate === null || !f ? '—' : `${formatNumber(f.win_rate * 100, 1)}%`;

/** spec 003 §5: de-duplicated by id and by (symbol, entry price, creation time). */
export function dedupeSignals(list: readonly Signal[]): Signal[] {
  const ids = new Set<string>();
  const combos = new Set<string>();
  const out: Signal[] = [];
  for (const s of list) {
    const combo = `${s.symbol}|${s.entry_price}|${s.created_at}`;
    if (ids.has(s.id) || combos.has(combo)) continue;
    ids.add(s.id);
    combos.add(combo);
    out.push(s);
  }
  return out;
}

const decidedAt = (s: Signal) => Date.parse(s.confirmed_at ?? s.rejected_at ?? s.created_at);

export interface HourBucket {
  hour: string;
  confirmados: number;
  lucrativos: number;
}

/** 24 hourly buckets (São Paulo hours) ending at the current hour: confirmed and profitable per hour. */
export function hourlyBuckets(confirmed: readonly Signal[], now = Date.now()): HourBucket[] {
  const hourMs = 3_600_000;
  const end = Math.floor(now / hourMs) * hourMs;
  const buckets: HourBucket[] = [];
  for (let i = 23; i >= 0; i--) {
    const start = end - i * hourMs;
    buckets.push({
      hour: `${String(zonedParts(new Date(start)).hour).padStart(2, '0')}h`,
      confirmados: 0,
      lucrativos: 0,
    });
  }
  for (const s of confirmed) {
    const t = decidedAt(s);
    const idx = 23 - Math.floor((end - Math.floor(t / hourMs) * hourMs) / hourMs);
    if (idx < 0 || idx > 23) continue;
    buckets[idx]!.confirmados++;
    if (s.outcome === 'TARGET_HIT' || (s.profit_loss ?? 0) > 0) buckets[idx]!.lucrativos++;
  }
  return buckets;
}

/**
 * The live part of the Command Center beside the signals (those live in the one signals store, lib/live): the
 * monitoring status, replaced by each read and patched by each status event in between.
 */
export interface CommandState {
  monitoring: (MonitoringStatus & { engine_online?: boolean }) | null;
  setMonitoring: (m: CommandState['monitoring']) => void;
  'monitoring:status-changed': (env: TypedEnvelope<'monitoring:status-changed'>) => void;
}

export const useCommandStore = create<CommandState>()((set) => ({
  monitoring: null,
  setMonitoring: (monitoring) => set({ monitoring }),
  'monitoring:status-changed': (env) => set((s) => ({ monitoring: { ...s.monitoring, ...env.data } })),
}));

/** Events the Command Center store takes by name; signal decisions reach it through the signals store. */
export const COMMAND_EVENTS = ['monitoring:status-changed'] as const;

/** Confirmed, rejected and pending signals from the one signals store, de-duplicated (spec 003 §5), newest first. */
export function useCommandLists(): { confirmed: Signal[]; rejected: Signal[]; pending: Signal[] } {
  const byId = useSignalsStore((s) => s.byId);
  return useMemo(() => {
    const state = { byId };
    return {
      confirmed: dedupeSignals(selectConfirmed(state)),
      rejected: dedupeSignals(selectRejected(state)),
      pending: selectPending(state),
    };
  }, [byId]);
}

const decidedSince = (signals: readonly Signal[], since: number) =>
  signals.filter((s) => decidedAt(s) >= since);

export type ListSource = 'unified' | 'fallback' | 'empty';

/**
 * The unified call, then the spec's fallbacks (confirmed limited to the last 24 h), then empty lists. Every list is
 * parsed with the route's schema; the caller merges them into the one signals store.
 */
export async function fetchSignalLists(): Promise<{ signals: Signal[]; source: ListSource }> {
  try {
    const { data } = await callApi(api.signals.all);
    return {
      signals: [...data.confirmed.signals, ...data.pending.signals, ...data.rejected.signals],
      source: 'unified',
    };
  } catch {
    /* fall back */
  }
  const [c, r, p] = await Promise.all([
    callApi(api.signals.confirmedAlias)
      .then((b) => b.data.confirmed_signals)
      .catch(() => null),
    callApi(api.signals.rejectedAlias)
      .then((b) => b.data.rejected_signals)
      .catch(() => null),
    callApi(api.signals.pendingAlias)
      .then((b) => b.data.pending_signals)
      .catch(() => null),
  ]);
  return {
    signals: [...decidedSince(c ?? [], Date.now() - FALLBACK_WINDOW_MS), ...(r ?? []), ...(p ?? [])],
    source: c || r || p ? 'fallback' : 'empty',
  };
}
