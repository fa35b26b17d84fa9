import { describe, expect, it } from 'vitest';
import { makeEnvelope, type EngineHealth } from '@sinais/shared';
import { createEngineHealthStore } from './engine-health-store';

const T0 = Date.parse('2026-11-29T12:00:00.000Z');
const LIMIT = 15_000;

function read(state: EngineHealth['state'], ageMs: number | null, at = T0): EngineHealth {
  return {
    state,
    cause: state === 'offline' || state === 'never' ? 'engine_silent' : null,
    message: state === 'online' ? 'Motor de análise no ar' : 'Motor de análise fora do ar: sem heartbeat',
    heartbeat_at: ageMs === null ? null : new Date(at - ageMs).toISOString(),
    heartbeat_age_ms: ageMs,
    stale_after_ms: LIMIT,
    instance_id: 'a',
    bus: true,
    server_time: new Date(at).toISOString(),
  };
}

const beat = (instance: string, role: 'active' | 'standby' = 'active') =>
  makeEnvelope('engine:heartbeat', {
    instance_id: instance,
    role,
    market_source: 'sim',
    simulated: true,
    started_at: new Date(T0).toISOString(),
    uptime_s: 1,
    rss_mb: 50,
    heartbeat_ms: 5000,
  });

describe('the one engine state every screen reads', () => {
  it('a failover whose new leader beats within the limit never shows "fora do ar", even between reads', () => {
    const store = createEngineHealthStore();
    store.getState().setRead(read('online', 1000), T0);
    const states: string[] = [];
    store.subscribe((s) => states.push(s.view.state));
    // The old leader dies right after the read; the new one takes over and beats 13 s later (limit 15 s),
    // pushed over the socket, while the next read is still seconds away.
    for (let t = T0; t <= T0 + 12_000; t += 500) store.getState().tick(t);
    store.getState()['engine:heartbeat'](beat('b'), T0 + 12_500);
    for (let t = T0 + 12_500; t <= T0 + 25_000; t += 500) store.getState().tick(t);
    expect(store.getState().view.state).toBe('online');
    expect(states).not.toContain('offline');
  });

  it('a silent engine turns OFFLINE on the shared clock once the limit passes, and a pushed beat brings it back at once', () => {
    const store = createEngineHealthStore();
    store.getState().setRead(read('online', 0), T0);
    store.getState().tick(T0 + LIMIT);
    expect(store.getState().view.state).toBe('online');
    store.getState().tick(T0 + LIMIT + 500);
    const down = store.getState().view;
    expect(down.state).toBe('offline');
    expect(down.state !== 'loading' && down.message).toMatch(
      /^Motor de análise fora do ar: sem heartbeat há/,
    );
    // The last read also said offline: the first pushed beat, not the next read, turns every panel back.
    store.getState().setRead(read('offline', 20_000, T0 + 20_000), T0 + 20_000);
    expect(store.getState().view.state).toBe('offline');
    store.getState()['engine:heartbeat'](beat('a'), T0 + 21_000);
    expect(store.getState().view.state).toBe('online');
  });

  it("a standby's heartbeat does not make a dead leader look alive", () => {
    const store = createEngineHealthStore();
    store.getState().setRead(read('offline', 30_000), T0);
    store.getState()['engine:heartbeat'](beat('b', 'standby'), T0 + 100);
    expect(store.getState().view.state).toBe('offline');
  });

  it('a read that fails says the state cannot be read, never "no ar"', () => {
    const store = createEngineHealthStore();
    store.getState().setRead(read('online', 0), T0);
    store.getState().setFailure(503, T0 + 1000);
    const v = store.getState().view;
    expect(v.state === 'offline' && v.cause).toBe('database_down');
  });
});
