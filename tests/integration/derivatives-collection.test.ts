import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from '@sinais/shared/server';
import { expected, FLOOR, HOUR, OI_FROM, PAIRS, rig, stored, T0, type Rig } from '../helpers/derivatives';
import { bothStores } from '../helpers/test-stores';

describe.each(bothStores('derivatives'))('derivatives collection on $name', (s) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let r: Rig | null = null;

  beforeAll(async () => {
    if (s.skip) return;
    ({ db, cleanup } = await s.open());
    await migrate(db);
  });
  afterAll(async () => cleanup?.());
  afterEach(async () => {
    await r?.fake.close();
    r = null;
  });

  it.skipIf(s.skip)(
    'backfills what the history endpoints give, then fetches only what became due; a restart resumes from the stored points without duplicates',
    async () => {
      r = await rig(db);
      await r.collector().runRound();
      for (const symbol of PAIRS) expect(await stored(r.store, symbol)).toEqual(expected(r.fake, symbol, T0));
      // Open interest never asks past Binance's 30 days; nothing is asked before the floor.
      const oi = r.fake.requests.filter((q) => q.path === '/futures/data/openInterestHist');
      expect(oi.every((q) => Number(q.query.get('startTime')) >= OI_FROM(T0))).toBe(true);
      expect(r.fake.requests.every((q) => Number(q.query.get('startTime')) >= FLOOR - HOUR)).toBe(true);
      const lastAfterBackfill = {
        funding: await r.store.lastTime('funding', 'ETHUSDT'),
        openInterest: await r.store.lastTime('openInterest', 'ETHUSDT'),
        basis: await r.store.lastTime('basis', 'ETHUSDT'),
      };

      // Nine hours later: only the new settlement and hours are asked for, starting right after the stored ones.
      r.clock.now = T0 + 9 * HOUR;
      let before = r.fake.requests.length;
      const written = await r.collector().runRound();
      expect(written).toEqual({ funding: 2, openInterest: 18, basis: 18 });
      const eth = r
        .requestsSince(before)
        .filter((q) => (q.query.get('symbol') ?? q.query.get('pair')) === 'ETHUSDT');
      expect(eth.map((q) => [q.path, Number(q.query.get('startTime'))])).toEqual([
        ['/fapi/v1/fundingRate', lastAfterBackfill.funding! + 1],
        ['/futures/data/openInterestHist', lastAfterBackfill.openInterest! + 1],
        ['/fapi/v1/markPriceKlines', lastAfterBackfill.basis! + 1 - HOUR],
        ['/fapi/v1/indexPriceKlines', lastAfterBackfill.basis! + 1 - HOUR],
      ]);
      for (const symbol of PAIRS)
        expect(await stored(r.store, symbol)).toEqual(expected(r.fake, symbol, T0 + 9 * HOUR));

      // A restart (a new collector on the same store) 20 min later: the hourly series are current, funding is
      // asked for from its last settlement on, and nothing is written twice.
      r.clock.now = T0 + 9 * HOUR + 20 * 60_000;
      before = r.fake.requests.length;
      expect(await r.collector().runRound()).toEqual({ funding: 0, openInterest: 0, basis: 0 });
      const lastFunding = await r.store.lastTime('funding', 'ETHUSDT');
      expect(
        r.requestsSince(before).map((q) => [q.path, q.query.get('symbol'), Number(q.query.get('startTime'))]),
      ).toEqual([
        ['/fapi/v1/fundingRate', 'BTCUSDT', (await r.store.lastTime('funding', 'BTCUSDT'))! + 1],
        ['/fapi/v1/fundingRate', 'ETHUSDT', lastFunding! + 1],
      ]);
      r.clock.now = T0 + 12 * HOUR;
      await r.collector().runRound();
      for (const symbol of PAIRS)
        expect(await stored(r.store, symbol)).toEqual(expected(r.fake, symbol, T0 + 12 * HOUR));
    },
  );
});
