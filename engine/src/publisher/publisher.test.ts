import { describe, expect, it, vi } from 'vitest';
import type { EventType, TypedEnvelope } from '@sinais/shared';
import type { Db, Logger } from '@sinais/shared/server';
import { Publisher } from './publisher';
import { heartbeatSink, storeSink, type Sink } from './sinks';

const logger = { warn: () => undefined } as unknown as Logger;

function recordingSink(name: string, types?: EventType[]): Sink & { got: string[] } {
  const got: string[] = [];
  return {
    name,
    got,
    ...(types ? { types: new Set(types) } : {}),
    write: async (env: TypedEnvelope) => {
      got.push(env.type);
    },
  };
}

const log = {
  timestamp: '2026-11-27T10:00:00.000Z',
  level: 'INFO' as const,
  service: 'SYSTEM' as const,
  message: 'ok',
  details: null,
};

describe('Publisher', () => {
  it('queues an event only for the sinks that write its type, in publishing order', async () => {
    const bus = recordingSink('bus');
    const store = recordingSink('store', ['log:appended']);
    const publisher = new Publisher([bus, store], logger);
    publisher.publish('log:appended', log);
    publisher.publish('market:ticked', { prices: { BTCUSDT: 90_000 }, simulated: true });
    publisher.publish('log:appended', { ...log, message: 'dois' });
    await publisher.flush();
    expect(bus.got).toEqual(['log:appended', 'market:ticked', 'log:appended']);
    expect(store.got).toEqual(['log:appended', 'log:appended']);
  });

  it('keeps delivering to one sink when another fails', async () => {
    const bus = recordingSink('bus');
    const broken: Sink = { name: 'store', write: () => Promise.reject(new Error('fora do ar')) };
    const publisher = new Publisher([broken, bus], logger);
    publisher.publish('log:appended', log);
    await publisher.flush();
    expect(bus.got).toEqual(['log:appended']);
    expect(publisher.failureCount).toBe(1);
  });
});

describe('storeSink', () => {
  it('takes the snapshots it writes, no signal event (stored by the monitor) and no log line (stored first by the SystemLogger, for its offset)', () => {
    const types = storeSink({} as Db).types!;
    for (const t of ['analysis:pair-analyzed', 'btc:updated'] as const) expect(types.has(t), t).toBe(true);
    for (const t of [
      'engine:heartbeat',
      'signal:created',
      'signal:confirmed',
      'signal:closed',
      'market:ticked',
      'log:appended',
    ] as const)
      expect(types.has(t), t).toBe(false);
  });
});

describe('heartbeatSink', () => {
  it('stores the heartbeat while the analysis writes are stuck behind a slow store', async () => {
    const stored: string[] = [];
    const db = {
      query: (sql: string, params: unknown[] = []) => {
        stored.push(sql.includes('engine_state') ? `state:${String(params[0])}` : 'run');
        return Promise.resolve([]);
      },
    } as unknown as Db;
    // The store sink with a backlog that never drains (a loaded database).
    const stuck: Sink = { name: 'store', write: () => new Promise(() => undefined) };
    const publisher = new Publisher([stuck, heartbeatSink(db)], logger);
    const beat = {
      instance_id: 'motor-a',
      market_source: 'sim' as const,
      simulated: true,
      time_scale: 60,
      started_at: '2026-11-30T10:00:00.000Z',
      uptime_s: 5,
      rss_mb: 100,
      heartbeat_ms: 2000,
      build: 'teste',
      host: 'local',
    };
    publisher.publish('engine:heartbeat', { ...beat, role: 'active' });
    publisher.publish('engine:heartbeat', { ...beat, role: 'standby' });
    await vi.waitFor(() => expect(stored).toHaveLength(5));
    // Each beat records the instance and its run; only the active one is the snapshot liveness is read from.
    expect(stored).toEqual(['run', 'run', 'state:heartbeat', 'run', 'run']);
  });
});
