import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandAck, Envelope, Signal, SignalChange } from '@sinais/shared';
import { loginToken, registerAndLogin } from '../helpers/accounts';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { adminEnv, GATEWAY_STORES, startServerOnTestDb, TEST_ADMIN } from '../helpers/stack';
import { commitSignalChange, confirmNewSignal } from '@sinais/shared/testing/server';
import { connectClient, emitWithAck, waitUntil, synced, type TestClient } from '../helpers/socket-client';

reportSkip(postgresUnavailable, 'experimental signals on PostgreSQL (the embedded store still runs)');

const signalOf = (e: Envelope) => (e.data as SignalChange).signal;

describe.each(GATEWAY_STORES)('experimental signals never reach members ($name)', ({ skip, embedded }) => {
  let s: TestServer;
  let member = '';
  let admin = '';
  const clients: TestClient[] = [];
  const ready = async (c: TestClient) => {
    clients.push(c);
    return synced(c);
  };

  beforeAll(async () => {
    if (skip) return;
    s = await startServerOnTestDb(adminEnv(), { embedded });
    member = await registerAndLogin(s.url, {
      username: 'Rui',
      email: 'rui@example.com',
      password: 'senha-123',
    });
    admin = await loginToken(s.url, TEST_ADMIN.email, TEST_ADMIN.password);
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await s?.close();
  });

  it.skipIf(skip)(
    'keeps them out of the member socket, replay and REST, and shows them to admins',
    async () => {
      const db = s.application.ctx.db;
      const bus = s.application.ctx.bus;
      const onMember = await ready(connectClient(s.url, { token: member }));
      const onAdmin = await ready(connectClient(s.url, { token: admin }));
      const anonymous = await ready(connectClient(s.url));

      const firstSeq = await confirmNewSignal(db, bus, { symbol: 'AAAUSDT' });
      const expSeq = await confirmNewSignal(db, bus, { symbol: 'EXPUSDT', experimental: true });
      const all = (await api(s.url, '/api/unified/signals/all', { token: admin })).body.data;
      const exp = (all.confirmed.signals as Signal[]).find((x) => x.symbol === 'EXPUSDT')!;
      expect(exp.experimental).toBe(true);
      // Closing the experimental trade is an event for the members room by type; it must stay with admins too.
      await commitSignalChange(
        db,
        bus,
        {
          ...exp,
          outcome: 'TARGET_HIT',
          closed_at: new Date().toISOString(),
          profit_loss: 5,
          fees_pct: 0.08,
          gross_profit_loss: 5.08,
        },
        'closed',
      );
      const lastSeq = await confirmNewSignal(db, bus, { symbol: 'ZZZUSDT' });

      // Seq order: once the member has the last published signal, everything before it was delivered or withheld.
      await waitUntil(
        () => onMember.signals.some((e) => Number(e.id) === lastSeq),
        10_000,
        'sinal publicado',
      );
      await waitUntil(
        () => onAdmin.signals.filter((e) => signalOf(e).symbol === 'EXPUSDT').length === 3,
        10_000,
        'sinal experimental no admin',
      );
      expect(onMember.signals.map((e) => signalOf(e).symbol)).toEqual(['AAAUSDT', 'ZZZUSDT']);
      expect(onMember.signals.every((e) => !signalOf(e).experimental)).toBe(true);
      expect(anonymous.signals).toEqual([]);
      expect(onAdmin.signals.filter((e) => signalOf(e).symbol === 'EXPUSDT').map((e) => e.type)).toEqual([
        'signal:created',
        'signal:confirmed',
        'signal:closed',
      ]);

      // Catch-up by seq: the member's replay skips them, the admin's has them.
      const memberSync = await emitWithAck<CommandAck<'signals:sync'>>(onMember.socket, 'signals:sync', {
        after_seq: firstSeq - 1,
      });
      const adminSync = await emitWithAck<CommandAck<'signals:sync'>>(onAdmin.socket, 'signals:sync', {
        after_seq: firstSeq - 1,
      });
      if (!('data' in memberSync) || !('data' in adminSync)) throw new Error('sync falhou');
      const symbols = (ack: typeof memberSync) =>
        'data' in ack ? ack.data.events.map((e) => signalOf(e as Envelope).symbol) : [];
      expect(symbols(memberSync)).not.toContain('EXPUSDT');
      expect(symbols(memberSync)).toEqual(['AAAUSDT', 'ZZZUSDT']);
      expect(symbols(adminSync)).toContain('EXPUSDT');
      expect(adminSync.data.events.some((e) => Number(e.id) === expSeq)).toBe(true);

      // REST: the public list, with and without a member token; the statistics; the record.
      for (const token of [undefined, member]) {
        const list = await api(s.url, '/api/unified/signals/confirmed', token ? { token } : {});
        expect(list.body.data.confirmed_signals.map((x: { symbol: string }) => x.symbol).sort()).toEqual([
          'AAAUSDT',
          'ZZZUSDT',
        ]);
        expect(list.body.data.count).toBe(2);
      }
      const stats = (await api(s.url, '/api/stats/realtime', { token: member })).body.data;
      expect(stats).toMatchObject({ totalSignals: 2, closedSignals: 0, successRate: null, avgProfit: null });
      const metrics = (await api(s.url, '/api/btc-signals/metrics', { token: member })).body.data;
      expect(metrics).toMatchObject({ success_rate: null, closed_signals: 0 });
      const record = (await api(s.url, '/api/signals/track-record', { token: member })).body;
      expect(record.entries.map((e: { symbol: string }) => e.symbol)).not.toContain('EXPUSDT');
      expect(record.summary.signals).toBe(2);
      const csv = await (
        await fetch(`${s.url}/api/signals/track-record.csv`, {
          headers: { authorization: `Bearer ${member}` },
        })
      ).text();
      expect(csv).not.toContain('EXPUSDT');
      const tracks = (await api(s.url, '/api/signals/track-record/strategies', { token: member })).body;
      expect(tracks.by_strategy.reduce((n: number, g: { signals: number }) => n + g.signals, 0)).toBe(2);

      // Admins: marked in every list they get.
      const adminList = (await api(s.url, '/api/unified/signals/confirmed', { token: admin })).body.data;
      expect(adminList.count).toBe(3);
      expect(
        adminList.confirmed_signals.find((x: { symbol: string }) => x.symbol === 'EXPUSDT').experimental,
      ).toBe(true);
      const search = (await api(s.url, '/api/admin/search?q=EXPUSDT&type=signals', { token: admin })).body;
      expect(search.results.signals[0]).toMatchObject({ symbol: 'EXPUSDT', experimental: true });
      expect((await api(s.url, '/api/admin/search?q=EXPUSDT', { token: member })).status).toBe(403);
    },
  );
});
