import type { Direction, Timeframe } from '@sinais/shared';
import { INTERVAL_MS, TIMEFRAMES, type Candle, type CandlesByTimeframe } from '../domain/candle';
import { MIN_CANDLES } from '../indicators/snapshot';
import { NORMAL_CORRELATION } from '../lifecycle/build-signal';
import { checkExit } from '../lifecycle/exit-rules';
import { decide } from '../lifecycle/filters';
import type { KlineFile } from '../sources/kline-file';
import { btcCorrelation } from '../strategies/btc-correlation';
import { evaluatePair } from '../strategies/evaluate';
import { EXPIRY_MS, pnlPct, priceLevels } from '../strategies/signal-plan';
import { CandleView } from './candle-view';

export interface Trade {
  symbol: string;
  direction: Direction;
  strategy: string;
  timeframe: Timeframe;
  score: number;
  entryTime: string;
  entry: number;
  target: number;
  stop: number;
  exitTime: string;
  outcome: 'TARGET_HIT' | 'STOP_HIT' | 'EXPIRED';
  pnlPct: number;
}

export interface Tally {
  signals: number;
  confirmed: number;
  rejected: number;
  wins: number;
  losses: number;
  expired: number;
  winRate: number;
  avgPnlPct: number;
}

export interface BacktestReport extends Tally {
  byStrategy: Record<string, Tally>;
  trades: Trade[];
  decisions: number;
}

export interface BacktestOptions {
  threshold: number;
  /** Candles per timeframe each decision may see (the live engine reads 500). */
  lookback: number;
  onProgress?: (done: number, total: number, symbol: string) => void;
}

/**
 * Replays each symbol's files bar by bar on its finest timeframe. At each bar close the strategies see only
 * candles closed by then (CandleView); a signal's monitoring window is the NEXT bar, then the trade runs on
 * later bars to target, stop or expiry. Same strategies, filters and exit rules as the live engine.
 */
export function runBacktest(files: readonly KlineFile[], opts: BacktestOptions): BacktestReport {
  const bySymbol = new Map<string, CandlesByTimeframe>();
  for (const f of files) {
    const entry = bySymbol.get(f.symbol) ?? {};
    entry[f.timeframe] = f.candles;
    bySymbol.set(f.symbol, entry);
  }
  const btc1h = bySymbol.get('BTCUSDT')?.['1h'] ?? null;
  const plan = [...bySymbol.entries()].map(([symbol, series]) => {
    const primaryTf = TIMEFRAMES.find((tf) => series[tf]) as Timeframe;
    return { symbol, series, primaryTf, primary: series[primaryTf]! };
  });
  const total = plan.reduce((a, p) => a + p.primary.length, 0);
  let done = 0;
  const trades: Trade[] = [];
  const tallies = { all: emptyTally(), by: new Map<string, Tally>() };
  let decisions = 0;

  for (const { symbol, series, primaryTf, primary } of plan) {
    const views = Object.fromEntries(
      (Object.entries(series) as Array<[Timeframe, Candle[]]>).map(([tf, c]) => [
        tf,
        new CandleView(c, opts.lookback),
      ]),
    ) as Partial<Record<Timeframe, CandleView>>;
    const btcView = btc1h ? new CandleView(btc1h, 150) : null;
    const openUntil: Record<Direction, number> = { COMPRA: -Infinity, VENDA: -Infinity };
    for (let i = 0; i < primary.length - 1; i++) {
      opts.onProgress?.(++done, total, symbol);
      const t = primary[i]!.closeTime;
      const view: CandlesByTimeframe = {};
      let ready = true;
      for (const tf of Object.keys(views) as Timeframe[]) {
        view[tf] = views[tf]!.at(t);
        if (view[tf]!.length < MIN_CANDLES) ready = false;
      }
      if (!ready) continue;
      decisions++;
      const ev = evaluatePair(view, opts.threshold);
      const sig = ev.signal;
      if (!sig || !sig.direction || openUntil[sig.direction] > t) continue;
      const direction = sig.direction;
      const entry = primary[i]!.close;
      const { target, stop } = priceLevels(direction, entry, sig.timeframe);
      const tally = tallies.by.get(sig.name) ?? emptyTally();
      tallies.by.set(sig.name, tally);
      for (const x of [tallies.all, tally]) x.signals++;
      // Monitoring window: the next bar, read only now that its close is the new decision time.
      const w = primary[i + 1]!;
      const past = view[primaryTf]!;
      const day = past.filter((c) => c.closeTime > t - 24 * 3_600_000);
      const btcPast = btcView ? btcView.at(w.closeTime) : [];
      const corr = symbol === 'BTCUSDT' ? 1 : btcPast.length > 0 ? btcCorrelation(past, btcPast) : 0;
      const btcStart = btcPast.find((c) => c.closeTime === t)?.close;
      const btcEnd = btcPast.at(-1)?.close;
      const d = decide({
        direction,
        entry,
        min: Math.min(entry, w.low),
        max: Math.max(entry, w.high),
        last: w.close,
        btcMovePct: btcStart && btcEnd ? ((btcEnd - btcStart) / btcStart) * 100 : 0,
        behavior: corr >= NORMAL_CORRELATION ? 'NORMAL' : 'INDEPENDENT',
        volume24h:
          day.reduce((a, c) => a + c.quoteVolume, 0) *
          (24 / Math.max(1, (day.length * INTERVAL_MS[primaryTf]) / 3_600_000)),
      });
      if (!d.confirmed) {
        for (const x of [tallies.all, tally]) x.rejected++;
        openUntil[direction] = w.closeTime;
        continue;
      }
      for (const x of [tallies.all, tally]) x.confirmed++;
      const expiresAt = w.closeTime + EXPIRY_MS[sig.timeframe];
      let outcome: Trade['outcome'] = 'EXPIRED';
      let exitPrice = w.close;
      let exitTime = w.closeTime;
      for (let j = i + 2; j < primary.length; j++) {
        const c = primary[j]!;
        const exit = checkExit(direction, target, stop, c.low, c.high);
        exitPrice = c.close;
        exitTime = c.closeTime;
        if (exit) {
          outcome = exit.outcome;
          exitPrice = exit.price;
          break;
        }
        if (c.closeTime >= expiresAt) break;
      }
      openUntil[direction] = exitTime;
      const pnl = round(pnlPct(direction, entry, exitPrice));
      trades.push({
        symbol,
        direction,
        strategy: sig.name,
        timeframe: sig.timeframe,
        score: sig.score,
        entryTime: new Date(t + 1).toISOString(),
        entry,
        target: round(target, 8),
        stop: round(stop, 8),
        exitTime: new Date(exitTime + 1).toISOString(),
        outcome,
        pnlPct: pnl,
      });
      for (const x of [tallies.all, tally]) {
        if (outcome === 'TARGET_HIT') x.wins++;
        else if (outcome === 'STOP_HIT') x.losses++;
        else x.expired++;
        x.avgPnlPct += pnl;
      }
    }
    done += 1;
  }
  return {
    ...finish(tallies.all),
    byStrategy: Object.fromEntries([...tallies.by].map(([k, v]) => [k, finish(v)])),
    trades,
    decisions,
  };
}

function emptyTally(): Tally {
  return { signals: 0, confirmed: 0, rejected: 0, wins: 0, losses: 0, expired: 0, winRate: 0, avgPnlPct: 0 };
}

/** winRate = wins / closed trades; avgPnlPct = mean P&L of closed trades (expired ones at their exit close). */
function finish(t: Tally): Tally {
  const closed = t.wins + t.losses + t.expired;
  return {
    ...t,
    winRate: closed > 0 ? round(t.wins / closed, 4) : 0,
    avgPnlPct: closed > 0 ? round(t.avgPnlPct / closed, 4) : 0,
  };
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
