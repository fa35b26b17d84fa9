import { describe, expect, it, vi } from 'vitest';
import { DerivativesCollector } from './collector';
import { HOUR, type SeriesPlan } from './series-plans';

const NOW = Date.UTC(2026, 5, 1, 10, 30);

/** A funding-like series whose store is a variable: what was asked, and how often the store was read. */
function stubPlan(stored: { last: number | null }) {
  const asked: Array<[string, number, number]> = [];
  let reads = 0;
  const plan: SeriesPlan = {
    series: 'funding',
    endpoint: 'GET /stub',
    page: 1000,
    earliest: () => NOW - 48 * HOUR,
    lastStored: async () => (reads++, stored.last),
    fetch: async (symbol, from, to) => {
      asked.push([symbol, from, to]);
      return { times: [], save: async () => 0 };
    },
  };
  return { plan, asked, reads: () => reads };
}

const quietLog = { info: () => undefined, warn: () => undefined };

describe('DerivativesCollector start and stop', () => {
  it('runs its first round on start, none after stop, and a restart resumes from the store', async () => {
    const stored = { last: NOW - 10 * HOUR };
    const s = stubPlan(stored);
    const c = new DerivativesCollector({
      plans: [s.plan],
      pairs: () => ['ETHUSDT'],
      paceMs: 0,
      firstRoundMs: 0,
      log: quietLog,
      now: () => NOW,
    });
    c.start();
    await vi.waitFor(() => expect(s.asked).toHaveLength(2));
    expect(s.asked).toEqual([
      ['BTCUSDT', stored.last + 1, NOW],
      ['ETHUSDT', stored.last + 1, NOW],
    ]);
    await c.stop();
    // Meanwhile another engine stored more; this one, started again, reads the store instead of its memory.
    stored.last = NOW - 2 * HOUR;
    c.start();
    await vi.waitFor(() => expect(s.asked).toHaveLength(4));
    expect(s.asked.slice(2).map((a) => a[1])).toEqual([stored.last + 1, stored.last + 1]);
    expect(s.reads()).toBe(4);
    await c.stop();
  });

  it('ends a round at the next step once stopped, and keeps a page fetched after that out of the store', async () => {
    let release: () => void = () => undefined;
    let fetching = false;
    const saved: number[] = [];
    const plan: SeriesPlan = {
      ...stubPlan({ last: null }).plan,
      fetch: () =>
        new Promise((resolve) => {
          fetching = true;
          release = () => resolve({ times: [NOW - HOUR], save: async () => (saved.push(1), 1) });
        }),
    };
    const c = new DerivativesCollector({
      plans: [plan],
      pairs: () => ['ETHUSDT'],
      paceMs: 0,
      firstRoundMs: 0,
      log: quietLog,
      now: () => NOW,
    });
    const round = c.runRound();
    await vi.waitFor(() => expect(fetching).toBe(true));
    const stopping = c.stop();
    release();
    expect(await round).toEqual({ funding: 0, openInterest: 0, basis: 0 });
    await stopping;
    expect(saved).toEqual([]);
  });
});
