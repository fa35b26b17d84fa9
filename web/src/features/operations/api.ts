import type { PeriodFigures, Signal } from '@sinais/shared';
import { http } from '@/lib/http';

export interface EngineInstance {
  instance_id: string;
  role: string;
  /** stopped = clean stop; crashed = died (closed by a failover); silent = no heartbeat, not closed yet. */
  state: 'active' | 'standby' | 'stopped' | 'crashed' | 'silent';
  host: string;
  build: string;
  market_source: string;
  heartbeat_ms: number;
  started_at: string;
  last_seen: string;
  stopped_at: string | null;
  stop_kind: 'clean' | 'crash' | null;
  age_ms: number;
  uptime_s: number | null;
}

export interface Operations {
  instances: EngineInstance[];
  last_failover: { at: string; from: string; to: string } | null;
  settings: {
    gateway: Record<string, string>;
    engine: Record<string, string> | null;
    engine_instance: string | null;
  };
  strategies: Array<{ strategy: string; '7_dias': PeriodFigures; total: PeriodFigures }>;
  cycles: Array<{
    cycle: number;
    instance_id: string;
    pairs: number;
    signals: number;
    started_at: string;
    finished_at: string;
    duration_s: number;
  }>;
  generated_at: string;
}

export interface PairAnalysis {
  analyzed_at: string;
  cycle: number;
  timeframe: string;
  strategy: string;
  score: number;
  signal_generated: boolean;
  direction: string | null;
  indicators: Record<string, unknown> | null;
}

export interface PairDrillDown {
  symbol: string;
  analyses: PairAnalysis[];
  latest: PairAnalysis | null;
  signals: Signal[];
  window: string;
}

export const loadOperations = () => http<{ data: Operations }>('/api/admin/operations').then((b) => b.data);
export const loadPair = (symbol: string) =>
  http<{ data: PairDrillDown }>(`/api/admin/pairs/${encodeURIComponent(symbol)}`).then((b) => b.data);
