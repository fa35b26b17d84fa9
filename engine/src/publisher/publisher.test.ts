import { describe, expect, it } from 'vitest';
import type { EventType, TypedEnvelope } from '@sinais/shared';
import type { Db, Logger } from '@sinais/shared/server';
import { Publisher } from './publisher';
import { storeSink, type Sink } from './sinks';

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
    for (const t of ['engine:heartbeat', 'analysis:pair-analyzed', 'btc:updated'] as const)
      expect(types.has(t), t).toBe(true);
    for (const t of [
      'signal:created',
      'signal:confirmed',
      'signal:closed',
      'market:ticked',
      'log:appended',
    ] as const)
      expect(types.has(t), t).toBe(false);
  });
});
