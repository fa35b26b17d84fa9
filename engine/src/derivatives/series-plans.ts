import type { DerivativesSeries, DerivativesStore } from '../data/derivatives.store';
import type { DerivativesHistory } from '../domain/derivatives';

export const HOUR = 3_600_000;
/** openInterestHist answers only the last 30 days; an hour less keeps a request clear of that edge. */
const OPEN_INTEREST_KEPT_MS = 30 * 24 * HOUR - HOUR;

/** One page read from the exchange, not yet stored: its instants, and how to store it. */
export interface FetchedPage {
  times: number[];
  save(): Promise<number>;
}

/** How one series is read and stored; every series is hourly or sparser, so one page covers `page` hours. */
export interface SeriesPlan {
  series: DerivativesSeries;
  /** Named in logs when the exchange answers badly. */
  endpoint: string;
  /** Hours one call may cover without the answer being cut at the page size. */
  page: number;
  /** The oldest instant worth asking for at `now`. */
  earliest(now: number): number;
  /** The newest stored instant of the pair (where collection resumes), or null. */
  lastStored(symbol: string): Promise<number | null>;
  fetch(symbol: string, from: number, to: number): Promise<FetchedPage>;
}

/** Funding from the floor on, open interest from 30 days back, mark/index closes from the floor on. */
export function seriesPlans(
  history: DerivativesHistory,
  store: DerivativesStore,
  floor: number,
): SeriesPlan[] {
  const plan = <R extends { time: number }>(
    series: DerivativesSeries,
    endpoint: string,
    earliest: (now: number) => number,
    read: (symbol: string, from: number, to: number) => Promise<R[]>,
    save: (symbol: string, rows: R[]) => Promise<number>,
  ): SeriesPlan => ({
    series,
    endpoint,
    page: history.pageRows[series],
    earliest,
    lastStored: (symbol) => store.lastTime(series, symbol),
    async fetch(symbol, from, to) {
      const rows = await read(symbol, from, to);
      return { times: rows.map((r) => r.time), save: () => save(symbol, rows) };
    },
  });
  const fromFloor = () => floor;
  const lastThirtyDays = (now: number) => Math.max(floor, now - OPEN_INTEREST_KEPT_MS);
  const both = 'GET /fapi/v1/markPriceKlines + /fapi/v1/indexPriceKlines';
  return [
    plan('funding', 'GET /fapi/v1/fundingRate', fromFloor, history.funding, store.saveFunding),
    plan(
      'openInterest',
      'GET /futures/data/openInterestHist',
      lastThirtyDays,
      history.openInterest,
      store.saveOpenInterest,
    ),
    plan('basis', both, fromFloor, history.basis, store.saveBasis),
  ];
}
