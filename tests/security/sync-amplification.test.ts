import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNAL_REPLAY_BUDGET_PER_MINUTE, SIGNAL_REPLAY_MAX_EVENTS } from '@sinais/shared';
import { api } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange } from '@sinais/shared/testing/server';
import { connectClient, emitWithAck, synced, type TestClient } from '../helpers/socket-client';
import { securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: sync amplification');

const SEEDED = 6000;

describe.skipIf(securityUnavailable !== null)('catch-up cost is bounded per call and per minute', () => {
  let s: SecurityServer;
  const clients: TestClient[] = [];
  let latest = 0;

  beforeAll(async () => {
    s = await startSecurityServer();
    // A busy half hour: thousands of member-visible changes, each the size of a real signal.
    const signal = makeSignal({ symbol: 'MUITOUSDT', status: 'CONFIRMED', outcome: 'OPEN' });
    await commitSignalChange(s.db, null, signal, 'confirmed');
    await s.db.query(
      `INSERT INTO signal_events (signal_id, kind, payload)
       SELECT $1, 'updated', $2::jsonb FROM generate_series(1, $3)`,
      [signal.id, JSON.stringify(signal), SEEDED],
    );
    latest = (await s.db.query<{ m: number }>('SELECT max(id) AS m FROM signal_events'))[0]!.m;
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await s?.close();
  });

  it('ten large sync requests from a free account return a bounded number of events and bytes', async () => {
    const member = await s.newUser('amplifica');
    const c = connectClient(s.srv.url, { token: member.token });
    clients.push(c);
    await synced(c);

    const statusMs = async () => {
      const t = performance.now();
      await api(s.srv.url, '/api/status');
      return performance.now() - t;
    };
    const idleStatusMs = await statusMs();
    let events = 0;
    let bytes = 0;
    let resets = 0;
    const started = performance.now();
    // What the attack did: the largest gap the server used to replay, ten times; then the largest gap replayed
    // now, ten times. A call the command limiter refuses is sent again (the attacker would).
    const sync = async (afterSeq: number) => {
      for (;;) {
        const ack = await emitWithAck<any>(c.socket, 'signals:sync', { after_seq: afterSeq });
        if (ack.error?.code !== 'rate_limited') return ack;
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const calls = [];
    for (const gap of [5000, SIGNAL_REPLAY_MAX_EVENTS])
      for (let i = 0; i < 10; i++) calls.push(sync(latest - gap));
    const during = statusMs();
    for (const ack of await Promise.all(calls)) {
      expect(ack.data, JSON.stringify(ack).slice(0, 200)).toBeTruthy();
      events += ack.data.events.length;
      bytes += JSON.stringify(ack).length;
      if (ack.data.reset) resets++;
    }
    const elapsed = performance.now() - started;
    const busyStatusMs = await during;
    console.info(
      `[custo do sync] 20 chamadas: ${events} eventos, ${(bytes / 1e6).toFixed(2)} MB em ${Math.round(elapsed)} ms; ` +
        `/api/status ${Math.round(idleStatusMs)} ms parado, ${Math.round(busyStatusMs)} ms durante ` +
        `(sem os limites seriam ${10 * 5000 + 10 * SIGNAL_REPLAY_MAX_EVENTS} eventos)`,
    );
    // A gap larger than one call's bound becomes a snapshot (reset), not thousands of replayed events.
    expect(resets).toBeGreaterThanOrEqual(10);
    // Per minute, a socket gets at most its budget, whatever it asks.
    expect(events).toBeLessThanOrEqual(SIGNAL_REPLAY_BUDGET_PER_MINUTE);
    const perEvent = bytes / Math.max(1, events);
    expect(bytes).toBeLessThanOrEqual(SIGNAL_REPLAY_BUDGET_PER_MINUTE * perEvent + 20 * 200);
    expect(c.socket.connected).toBe(true);
  }, 60_000);

  it('a client with a gap above the bound takes a snapshot (reset) instead of a replay', async () => {
    const member = await s.newUser('lacuna');
    const c = connectClient(s.srv.url, {
      token: member.token,
      lastSeq: latest - SIGNAL_REPLAY_MAX_EVENTS - 1,
    });
    clients.push(c);
    await synced(c);
    expect(c.resets).toBe(1);
    expect(c.signals).toHaveLength(0);
    expect(c.stream.lastSeq).toBe(latest);
    // A small gap is still replayed, in order.
    const d = connectClient(s.srv.url, { token: member.token, lastSeq: latest - 10 });
    clients.push(d);
    await synced(d);
    expect(d.resets).toBe(0);
    expect(d.signals.map((e) => Number(e.id))).toEqual(Array.from({ length: 10 }, (_, i) => latest - 9 + i));
  });
});
