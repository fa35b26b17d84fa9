import type { EventType, TypedEnvelope } from '@sinais/shared';
import type { Bus, Db } from '@sinais/shared/server';
import { createEngineStateStore, type EngineStateStore } from '../data/engine-state.store';
import { createInstancesStore } from '../data/instances.store';
import { createLogsStore, type StoredAnalysis } from '../data/logs.store';

/** Somewhere an event goes. Each sink fails alone; the publisher never lets one stop another. */
export interface Sink {
  name: string;
  /** The event types this sink writes; absent means every type. Others never enter its queue. */
  types?: ReadonlySet<EventType>;
  write(env: TypedEnvelope): Promise<void>;
}

export function busSink(bus: Bus): Sink {
  return { name: 'bus', write: (env) => bus.publish(env) };
}

export const HISTORY_SIZE = 30;

/** Snapshot keys the gateway serves over REST, by event type (the heartbeat's: see heartbeatSink). */
const SNAPSHOT_KEYS: Partial<Record<EventType, string>> = {
  'analysis:progressed': 'analysis_status',
  'analysis:pair-analyzed': 'current_analysis',
  'monitoring:status-changed': 'monitoring_status',
  'btc:updated': 'btc',
};

/**
 * What the store sink writes: the snapshots and the analysis history. Signal events never, log lines neither: the
 * SystemLogger stores each line before publishing it, with its id as the stream offset.
 */
const STORED_TYPES: ReadonlySet<EventType> = new Set<EventType>(Object.keys(SNAPSHOT_KEYS) as EventType[]);

/** The store sink: engine_state snapshots, the analysis history and analysis_results. */
export function storeSink(db: Db): Sink {
  const state = createEngineStateStore(db);
  const logs = createLogsStore(db);
  let history: unknown[] | null = null;
  return {
    name: 'store',
    types: STORED_TYPES,
    async write(env) {
      const key = SNAPSHOT_KEYS[env.type];
      if (key) await state.save(key, env.data);
      if (env.type === 'analysis:pair-analyzed') {
        // Candles only serve the live chart: the history and analysis_results keep the verdict, not them.
        const { candles: _candles, ...verdict } = env.data;
        // Continue the history a previous engine left (failover, restart) instead of starting it over.
        history ??= await loadHistory(state);
        history.unshift(verdict);
        history.length = Math.min(history.length, HISTORY_SIZE);
        await state.save('analysis_history', history);
        await logs.appendAnalysis(verdict as StoredAnalysis, env.data);
      }
    },
  };
}

/**
 * The heartbeat in a queue of its own: the engine's liveness (every screen, probe and alert reads this row) never
 * waits behind a backlog of analysis writes. Behind it, a busy engine on a loaded machine was read as down every
 * few seconds and its recovery was never held long enough to be announced.
 */
export function heartbeatSink(db: Db): Sink {
  const state = createEngineStateStore(db);
  const instances = createInstancesStore(db);
  return {
    name: 'heartbeat',
    types: new Set<EventType>(['engine:heartbeat']),
    async write(env) {
      if (env.type !== 'engine:heartbeat') return;
      // The run is recorded before the snapshot that declares the engine live: an engine killed right after its
      // first beat still shows in Operação's story (the snapshot alone made it live and left no run).
      await instances.beat(env.data);
      // The REST snapshot is the active engine's; a standby's heartbeat only goes to the bus.
      if (env.data.role !== 'standby') await state.save('heartbeat', env.data);
    },
  };
}

async function loadHistory(state: EngineStateStore): Promise<unknown[]> {
  const v = await state.read('analysis_history');
  return Array.isArray(v) ? v.slice(0, HISTORY_SIZE) : [];
}
