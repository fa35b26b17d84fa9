import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresDb, migrate, type Db } from '@sinais/shared/server';
import { createDerivativesStore } from '../../engine/src/data/derivatives.store';
import { LeaseLostError, PostgresLease } from '../../engine/src/lease/postgres-lease';
import { BinanceHttp } from '../../engine/src/sources/binance-http';
import { expected, HOUR, PAIRS, rig, stored, T0, type Rig } from '../helpers/derivatives';
import { createTestDatabase, postgresUnavailable, reportSkip } from '../helpers/services';

reportSkip(postgresUnavailable, 'derivatives collection faults');

describe.skipIf(postgresUnavailable !== null)('derivatives collection when things go wrong', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let r: Rig | null = null;

  beforeEach(async () => {
    const t = await createTestDatabase();
    drop = t.drop;
    db = createPostgresDb(t.url);
    await migrate(db);
  });
  afterEach(async () => {
    await r?.fake.close();
    r = null;
    await db.close();
    await drop();
  });

  it('logs an off-contract answer once with its endpoint, collects the other series, and catches up once it is fixed', async () => {
    r = await rig(db);
    r.fake.history.offContract.add('/futures/data/openInterestHist');
    const written = await r.collector().runRound();
    expect(written.openInterest).toBe(0);
    expect(written.funding).toBeGreaterThan(0);
    expect(written.basis).toBeGreaterThan(0);
    const oiWarnings = r.warnings.filter((w) => w.includes('GET /futures/data/openInterestHist'));
    expect(oiWarnings).toHaveLength(1);
    expect(oiWarnings[0]).toMatch(/resposta fora do contrato/);
    for (const symbol of PAIRS) {
      const { funding, basis } = expected(r.fake, symbol, T0);
      expect(await stored(r.store, symbol)).toEqual({ funding, basis, openInterest: [] });
    }

    // Fixed: the next look at the pair (after the retry interval) fills the 30 days in.
    r.fake.history.offContract.clear();
    const collector = r.collector();
    r.clock.now = T0 + 20 * 60_000;
    await collector.runRound();
    for (const symbol of PAIRS)
      expect((await stored(r.store, symbol)).openInterest).toEqual(
        expected(r.fake, symbol, r.clock.now).openInterest,
      );
  });

  it('after a 429 ends the round and sends nothing until Retry-After has passed', async () => {
    r = await rig(db);
    const rig_ = r;
    const sleeps: Array<{ ms: number; sentBefore: number }> = [];
    const http = new BinanceHttp({
      baseUrl: r.fake.url,
      now: () => rig_.clock.now,
      sleep: async (ms) => {
        sleeps.push({ ms, sentBefore: rig_.fake.requests.length });
        rig_.clock.now += ms;
      },
    });
    r.fake.history.rateLimitOnce = { path: '/fapi/v1/fundingRate', retryAfterS: 30 };
    const collector = r.collector(http);
    expect(await collector.runRound()).toEqual({ funding: 0, openInterest: 0, basis: 0 });
    expect(r.fake.requests.map((q) => q.path)).toEqual(['/fapi/v1/fundingRate']);
    expect(r.warnings.join('\n')).toMatch(/interrompida.*HTTP 429/);

    // The next round is held back for the whole Retry-After before its first call; the pair whose call failed
    // is looked at again after the retry interval, and then everything is there.
    await collector.runRound();
    expect(sleeps[0]).toEqual({ ms: 30_000, sentBefore: 1 });
    expect(r.fake.requests.length).toBeGreaterThan(1);
    r.clock.now += 20 * 60_000;
    await collector.runRound();
    for (const symbol of PAIRS)
      expect(await stored(r.store, symbol)).toEqual(expected(r.fake, symbol, r.clock.now));
  });

  it('writes only while this engine holds the lease', async () => {
    const lease = new PostgresLease(db, 'test:derivatives:lease', 'motor-a', 1500);
    const store = createDerivativesStore(db, (q) => lease.assertHeld(q));
    const point = { time: T0, rate: '0.00010000', markPrice: null };
    await expect(store.saveFunding('BTCUSDT', [point])).rejects.toBeInstanceOf(LeaseLostError);
    await lease.start({ onAcquired: () => undefined, onLost: () => undefined });
    expect(await store.saveFunding('BTCUSDT', [point])).toBe(1);
    await lease.stop();
    await expect(store.saveFunding('BTCUSDT', [{ ...point, time: T0 + HOUR }])).rejects.toBeInstanceOf(
      LeaseLostError,
    );
    expect(await store.points('funding', 'BTCUSDT')).toEqual([[T0, '0.00010000', null]]);
  });
});
