import { describe, expect, it } from 'vitest';
import type { Signal, SignalEventKind, SignalEventType } from '@sinais/shared';
import { makeConfirmedSignal as testSignal } from '@sinais/shared/testing';
import {
  createSignalsStore,
  selectBySymbol,
  selectConfirmed,
  selectPending,
  selectRejected,
} from '@/lib/live/signals-store';
import { parseSignal, parseSignals } from '@/lib/live/signal-parse';
import { livePnl } from '@/lib/live/signal-view';
import {
  DASHBOARD_PAGE_SIZE,
  dashboardList,
  filterSignals,
  hasFilters,
  NO_FILTERS,
  pageOf,
} from './dashboard-rules';

const env = (type: SignalEventType, seq: number, signal: Signal) => ({
  type,
  v: 1 as const,
  id: String(seq),
  ts: Date.now(),
  data: { seq, kind: type.split(':')[1] as SignalEventKind, signal },
});

describe('signals store', () => {
  it('applies each change once, newest seq wins, and keeps newer live changes over an older snapshot', () => {
    const store = createSignalsStore();
    const s = testSignal({ id: 'a' });
    store.getState().applyChange(env('signal:confirmed', 5, s));
    store.getState().applyChange(env('signal:closed', 7, { ...s, outcome: 'TARGET_HIT' }));
    store.getState().applyChange(env('signal:updated', 6, { ...s, outcome: 'OPEN' }));
    expect(store.getState().byId.a!.signal.outcome).toBe('TARGET_HIT');
    // A snapshot taken at seq 6 must not undo the close at seq 7.
    store.getState().setSnapshot(
      parseSignals([
        { ...s, outcome: 'OPEN' },
        { ...s, id: 'b', symbol: 'ETHUSDT' },
        { id: 'broken', symbol: 'XRPUSDT' },
      ]),
      6,
    );
    expect(store.getState().byId.a!.signal.outcome).toBe('TARGET_HIT');
    // A snapshot item outside the shared schema is dropped, never filled in by guesswork.
    expect(Object.keys(store.getState().byId).sort()).toEqual(['a', 'b']);
    expect(store.getState().status).toBe('ready');
  });

  it('holds pending, confirmed and rejected signals in one place, read through selectors', () => {
    const store = createSignalsStore();
    const p = testSignal({ id: 'p', status: 'PENDING', confirmed_at: null, outcome: null });
    store.getState().applyChange(env('signal:created', 1, p));
    store.getState().applyChange(env('signal:created', 2, { ...p, id: 'r', symbol: 'ETHUSDT' }));
    store.getState().applyChange(
      env('signal:rejected', 3, {
        ...p,
        id: 'r',
        symbol: 'ETHUSDT',
        status: 'REJECTED',
        rejected_at: p.created_at,
      }),
    );
    store.getState().setSnapshot([testSignal({ id: 'c' })], 3);
    const st = store.getState();
    expect(selectPending(st).map((x) => x.id)).toEqual(['p']);
    expect(selectRejected(st).map((x) => x.id)).toEqual(['r']);
    expect(selectConfirmed(st).map((x) => x.id)).toEqual(['c']);
    expect(
      selectBySymbol(st, 'BTCUSDT')
        .map((x) => x.id)
        .sort(),
    ).toEqual(['c', 'p']);
    // A REST copy further along (confirmed) replaces the streamed pending one; an older one never does.
    st.mergeSignals([{ ...p, status: 'CONFIRMED', confirmed_at: p.created_at, outcome: 'OPEN' }]);
    expect(selectPending(store.getState())).toEqual([]);
    store.getState().mergeSignals([p]);
    expect(store.getState().byId.p!.signal.status).toBe('CONFIRMED');
  });
});

describe('dashboard list rules', () => {
  const now = new Date('2026-11-21T15:00:00Z'); // 12:00 in Sao Paulo; cut-off 20/11 21:00 = 2026-11-21T00:00Z
  const entry = (id: string, over: object) => ({
    signal: testSignal({ id, ...over }),
    seq: 1,
    liveAt: null,
  });

  it('keeps confirmed signals since the 21:00 cut-off, deduped, newest first, and counts them', () => {
    const list = dashboardList(
      [
        entry('old', { confirmed_at: '2026-11-20T23:59:00Z', entry_time: '2026-11-20T23:59:00Z' }),
        entry('a', { confirmed_at: '2026-11-21T10:00:00Z', entry_time: '2026-11-21T10:00:00Z' }),
        entry('dup', {
          confirmed_at: '2026-11-21T09:00:00Z',
          entry_time: '2026-11-21T09:00:00Z',
          entry_price: 95000.50005,
        }),
        entry('sell', {
          direction: 'VENDA',
          confirmed_at: '2026-11-21T11:00:00Z',
          entry_time: '2026-11-21T11:00:00Z',
        }),
        entry('pend', { status: 'PENDING', confirmed_at: null, entry_time: '2026-11-21T11:00:00Z' }),
      ],
      now,
    );
    expect(list.cutoff.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(list.signals.map((s) => s.id)).toEqual(['sell', 'a']);
    expect([list.total, list.buy, list.sell]).toEqual([2, 1, 1]);
  });

  it('keeps experimental signals out of the published list and its counters, in a list of their own', () => {
    const at = { confirmed_at: '2026-11-21T10:00:00Z', entry_time: '2026-11-21T10:00:00Z' };
    const entries = [
      entry('pub', at),
      entry('exp', { ...at, symbol: 'EXPUSDT', experimental: true }),
      entry('exp-sell', { ...at, symbol: 'EXP2USDT', direction: 'VENDA', experimental: true }),
    ];
    const published = dashboardList(entries, now);
    expect(published.signals.map((s) => s.id)).toEqual(['pub']);
    expect([published.total, published.buy, published.sell]).toEqual([1, 1, 0]);
    const experimental = dashboardList(entries, now, true);
    expect(experimental.signals.map((s) => s.id).sort()).toEqual(['exp', 'exp-sell']);
    expect([experimental.total, experimental.buy, experimental.sell]).toEqual([2, 1, 1]);
  });

  it('forgets every experimental signal at once when the member turns the option off', () => {
    const store = createSignalsStore();
    const confirm = store.getState().applyChange;
    confirm(env('signal:confirmed', 1, testSignal({ id: 'pub' })));
    confirm(env('signal:confirmed', 2, testSignal({ id: 'exp', experimental: true })));
    store.getState().dropExperimental();
    expect(Object.keys(store.getState().byId)).toEqual(['pub']);
  });

  it('parses signals with the shared schema', () => {
    expect(parseSignal(testSignal({ id: 'ok' }))?.id).toBe('ok');
    // The lenient guesses are gone: a signal without its contract fields is not shown.
    expect(parseSignal({ symbol: 'XRPUSDT', type: 'sell', entry_price: 2, target_price: 1.9 })).toBeNull();
    expect(parseSignal({ ...testSignal(), direction: 'SHORT' })).toBeNull();
    expect(livePnl({ direction: 'VENDA', entry_price: 100 }, 97)).toBeCloseTo(3);
  });
});

describe('price display', () => {
  it('writes the target with the entry decimals, capped at 6 significant digits', async () => {
    const { displayDecimals, priceLike } = await import('@/lib/live/price-format');
    expect(displayDecimals(95000.5)).toBe(1);
    expect(displayDecimals(3150.25)).toBe(2);
    expect(displayDecimals(0.07122451203311)).toBe(7);
    expect(displayDecimals(6.905196200335113)).toBe(5);
    expect(priceLike(97850, 95000.5).replace(/\u00a0/g, ' ')).toBe('US$ 97.850,0');
    expect(priceLike(0.0755, 0.07122451203311).replace(/\u00a0/g, ' ')).toBe('US$ 0,0755000');
  });
});

describe('signal list filters (issue 16)', () => {
  const mk = (
    id: string,
    symbol: string,
    direction: Signal['direction'],
    signal_class: Signal['signal_class'],
    timeframe: Signal['timeframe'],
  ) => testSignal({ id, symbol, direction, signal_class, timeframe });
  const list = [
    mk('a', 'BTCUSDT', 'COMPRA', 'ELITE', '1h'),
    mk('b', 'PEPEUSDT', 'VENDA', 'ELITE+', '4h'),
    mk('c', 'ETHBTC', 'COMPRA', 'PREMIUM+', '4h'),
  ];
  const ids = (f: Partial<typeof NO_FILTERS>, fav: string[] = []) =>
    filterSignals(list, { ...NO_FILTERS, ...f }, fav).map((s) => s.id);
  it('filters by side, favourites, class, timeframe and part of the symbol, combined', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ side: 'VENDA' })).toEqual(['b']);
    expect(ids({ side: 'fav' }, ['c'])).toEqual(['c']);
    expect(ids({ signalClass: 'ELITE' })).toEqual(['a']);
    expect(ids({ timeframe: '4h' })).toEqual(['b', 'c']);
    expect(ids({ symbol: ' btc ' })).toEqual(['a', 'c']);
    expect(ids({ symbol: 'btc', timeframe: '4h', side: 'COMPRA' })).toEqual(['c']);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, symbol: 'x' })).toBe(true);
  });
});

describe('dashboard paging', () => {
  const items = Array.from({ length: 30 }, (_, i) => i);

  it('shows one page at a time, the last one partly filled', () => {
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, DASHBOARD_PAGE_SIZE), page: 1, pages: 3 });
    expect(pageOf(items, 3).items).toEqual(items.slice(2 * DASHBOARD_PAGE_SIZE));
  });

  it('clamps to the pages there are (a list that shrank never shows an empty page)', () => {
    expect(pageOf(items, 9)).toMatchObject({ page: 3, pages: 3 });
    expect(pageOf(items.slice(0, 5), 3)).toEqual({ items: items.slice(0, 5), page: 1, pages: 1 });
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageOf(items, 0).page).toBe(1);
  });
});
