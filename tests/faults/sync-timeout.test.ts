import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/server';
import { postgresUnavailable, redisUnavailable, reportSkip } from '../helpers/services';
import { adminEnv, startServerOnTestDb, type StackServer } from '../helpers/stack';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange } from '@sinais/shared/testing/server';
import { connectClient, synced, type TestClient } from '../helpers/socket-client';
import { Checker, describeViolations } from './checker';

const unavailable = postgresUnavailable ?? redisUnavailable;
reportSkip(unavailable, 'fault: catch-up that times out');

/**
 * A reconnecting client whose `signals:sync` times out (the store is slow: here a table lock held past the
 * client's 5 s ack timeout) while live events keep coming. The gap it missed while offline must still arrive:
 * a failed catch-up may delay events, never skip them.
 */
const ADMIN = { email: 'admin@sync.test', password: 'admin-senha-123' };

describe.skipIf(unavailable !== null)('catch-up that times out under a slow store', () => {
  let srv: StackServer;
  let client: TestClient | undefined;

  beforeAll(async () => {
    srv = await startServerOnTestDb(adminEnv(ADMIN, 'segredo-do-teste-de-sincronizacao-32+'), {
      redis: 'sync-timeout',
    });
  });
  afterAll(async () => {
    client?.close();
    await srv?.close();
  });

  it('a sync that fails does not let later live events skip the missed gap', async () => {
    const db = srv.application.ctx.db;
    const bus = srv.application.ctx.bus;
    const commit = (symbol: string) => commitSignalChange(db, bus, makeSignal({ symbol }), 'created');
    const token = (
      await api(srv.url, '/api/auth/login', {
        body: ADMIN,
      })
    ).body.token as string;
    await commit('ANTESUSDT');
    const c = (client = connectClient(srv.url, { token }));
    await synced(c, 5000);
    const baseline = c.stream.lastSeq;
    c.resets = 0;

    c.socket.disconnect();
    for (const s of ['GAP1USDT', 'GAP2USDT', 'GAP3USDT']) await commit(s);

    // The store stalls: the reconnect's catch-up outlives the client's 5 s ack timeout.
    const locker = new pg.Client({ connectionString: srv.databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE signal_events IN ACCESS EXCLUSIVE MODE');
    c.socket.connect();
    await sleep(6000);
    await locker.query('COMMIT');
    await locker.end();

    // Live traffic resumes; the client must still end up with the gap, once and in order.
    await commit('DEPOIS1USDT');
    await commit('DEPOIS2USDT');
    // A later resync (what the web app does after a failed catch-up, or on `signals:resync`) fills it.
    const checker = new Checker(srv.databaseUrl!);
    try {
      const upTo = await checker.maxSeq();
      srv.application.ctx.realtime!.io.local.emit('signals:resync', { latest_seq: upTo });
      const { violations } = await checker.converge(
        [{ name: 'reconectado', role: 'admin', client: c, baseline }],
        upTo,
        10_000,
      );
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await checker.close();
    }
  }, 60_000);
});
