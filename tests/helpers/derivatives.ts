/** A derivatives collector on a store, against the local Binance fake with its own clock (tests only). */
import type { Db } from '@sinais/shared/server';
import { createDerivativesStore, type DerivativesStore } from '../../engine/src/data/derivatives.store';
import { DerivativesCollector } from '../../engine/src/derivatives/collector';
import { seriesPlans } from '../../engine/src/derivatives/series-plans';
import { BinanceHttp } from '../../engine/src/sources/binance-http';
import { createBinanceHistory } from '../../engine/src/sources/binance-history';
import { fakeBinance, type Fake } from '../../engine/src/testing/fake-binance';
import {
  expectedBasis,
  expectedFunding,
  expectedOpenInterest,
} from '../../engine/src/testing/fake-binance-history';

export const HOUR = 3_600_000;
export const T0 = Date.UTC(2026, 2, 1, 12, 30);
export const FLOOR = Date.UTC(2026, 0, 20);
export const OI_FROM = (now: number) => now - 30 * 24 * HOUR + HOUR;
export const PAIRS = ['BTCUSDT', 'ETHUSDT'];

/** What a complete collection begun at T0 holds at `now`, in the store's [ms, a, b] layout. */
export function expected(fake: Fake, symbol: string, now: number) {
  return {
    funding: expectedFunding(fake.history, symbol, FLOOR, now).map((r) => [
      r.fundingTime,
      r.fundingRate,
      r.markPrice,
    ]),
    openInterest: expectedOpenInterest(fake.history, symbol, OI_FROM(T0), now).map((r) => [
      r.timestamp,
      r.sumOpenInterest,
      r.sumOpenInterestValue,
    ]),
    basis: expectedBasis(fake.history, symbol, FLOOR, now),
  };
}

export async function stored(store: DerivativesStore, symbol: string) {
  return {
    funding: await store.points('funding', symbol),
    openInterest: await store.points('openInterest', symbol),
    basis: await store.points('basis', symbol),
  };
}

export interface Rig {
  fake: Fake;
  store: DerivativesStore;
  clock: { now: number };
  warnings: string[];
  collector: (http?: BinanceHttp) => DerivativesCollector;
  requestsSince: (n: number) => Fake['requests'];
}

export async function rig(db: Db): Promise<Rig> {
  const fake = await fakeBinance();
  const clock = { now: T0 };
  fake.history.now = () => clock.now;
  fake.history.listedAt = Date.UTC(2025, 0, 1);
  const store = createDerivativesStore(db);
  const warnings: string[] = [];
  const collector = (http = new BinanceHttp({ baseUrl: fake.url })) =>
    new DerivativesCollector({
      plans: seriesPlans(createBinanceHistory(http), store, FLOOR),
      pairs: () => ['ETHUSDT'],
      paceMs: 0,
      firstRoundMs: 0,
      now: () => clock.now,
      log: { info: () => undefined, warn: (m) => void warnings.push(m) },
    });
  return { fake, store, clock, warnings, collector, requestsSince: (n) => fake.requests.slice(n) };
}
