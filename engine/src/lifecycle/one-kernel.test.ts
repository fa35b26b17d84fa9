import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookCandidates } from '../backtest/book-candidates';
import type { SymbolScan } from '../backtest/scan-candidates';
import { INTERVAL_MS } from '../domain/candle';
import { scanRule } from '../evidence/rule-scan';
import type { Segment } from '../evidence/segment';
import { loadSegment } from '../research/training-data';
import { DEMO_RULE, LIVE_REGISTRY, liveRules } from '../strategies/live-rules';
import { DAILY_EXITS } from '../strategies/rules/exit-plans';
import { donchianRule } from '../strategies/rules/breakout';
import type { SeriesRule } from '../strategies/rules/series-rule';
import { TradeGuard } from '../trading/trade-guard';
import { planTrade } from '../trading/trade-plan';
import { buildPendingSignal } from './build-signal';
import { decide, type DecideContext } from './decide';
import { endStep, observePrice, startTrade, trackSignal } from './tracked';

const DIR = fileURLToPath(new URL('../../fixtures/research', import.meta.url));
const FEE = 0.0004;
const p10 = (x: number) => Number(x.toPrecision(10));

/** What both paths must agree on, trade by trade. */
interface Shape {
  symbol: string;
  direction: string;
  entryTime: number;
  entry: number;
  target: number;
  stop: number;
  outcome: string;
  exitTime: number;
  exit: number;
  pnlPct: number;
  moves: Array<{ time: number; stop: number }>;
}

/** The backtest/research path: the research scanner, then the backtest's booking (walkTrade per bar). */
function researchTrades(scans: readonly SymbolScan[]): Shape[] {
  return bookCandidates(scans, { feeRate: FEE, recordMoves: true })
    .trades.map((t) => ({
      symbol: t.symbol,
      direction: t.direction,
      entryTime: Date.parse(t.entryTime),
      entry: t.entry,
      target: t.target,
      stop: t.stop,
      outcome: t.outcome,
      exitTime: Date.parse(t.exitTime),
      exit: t.exit,
      pnlPct: t.pnlPct,
      moves: (t.stopMoves ?? []).map((m) => ({ time: m.time + 1, stop: p10(m.stop) })),
    }))
    .sort(order);
}

/**
 * The live path on the same candles: the monitor's own functions (buildPendingSignal, trackSignal, observePrice,
 * decide, startTrade, endStep), fed each hourly candle as the prices between two evaluations (open first, close
 * last) and evaluated at the instant the candle closes.
 */
function liveTrades(scans: readonly SymbolScan[]): Shape[] {
  const out: Shape[] = [];
  for (const { symbol, primary, candidates } of scans) {
    const guard = new TradeGuard();
    for (const c of candidates) {
      const plan = planTrade(symbol, c.result, c.reference, c.candleOpenTime);
      if (!plan || !guard.allows(plan, c.signalTime)) continue;
      guard.markFired(plan);
      const born = c.signalTime + 1;
      const signal = {
        ...buildPendingSignal(plan, {
          volume24h: c.window.volume24h,
          range24hPct: 5,
          btcCorrelation: c.window.behavior === 'NORMAL' ? 0.9 : 0,
          now: new Date(born),
          experimental: false,
          simulated: false,
        }),
        behavior_type: c.window.behavior,
      };
      const w = primary[c.index + 1]!;
      const px = c.reference;
      const t = trackSignal({
        signal,
        monitorUntil: w.closeTime + 1,
        expiresAt: w.closeTime + 1 + plan.holdMs,
        min: px,
        max: px,
        last: px,
        btcStart: 100,
        fundingPct: null,
        now: born,
        stepMs: INTERVAL_MS[plan.timeframe],
      });
      const ctx: DecideContext = { btc: 100 * (1 + c.window.btcMovePct / 100), paused: false, feeRate: FEE };
      for (const p of [w.open, w.low, w.high, w.close]) observePrice(t, p);
      const decided = decide(t, ctx, w.closeTime + 1);
      if (decided?.kind !== 'confirmed') {
        guard.markEnded(symbol, plan.direction, plan.timeframe, w.closeTime, false);
        continue;
      }
      t.signal = decided.next;
      startTrade(t, w.closeTime + 1, null);
      endStep(t, w.closeTime + 1);
      const moves: Shape['moves'] = [];
      let closed: Shape | null = null;
      for (let j = c.index + 2; j < primary.length && !closed; j++) {
        const bar = primary[j]!;
        for (const p of [bar.open, bar.low, bar.high, bar.close]) observePrice(t, p);
        const now = bar.closeTime + 1;
        const tr = decide(t, { ...ctx, btc: undefined }, now);
        if (tr?.kind === 'held') t.best = tr.best;
        if (tr?.kind === 'stop-moved') {
          t.signal = tr.next;
          t.best = tr.best;
          moves.push({ time: now, stop: p10(tr.next.stop_loss) });
        }
        if (tr?.kind === 'closed')
          closed = {
            symbol,
            direction: plan.direction,
            entryTime: w.closeTime + 1,
            entry: decided.next.entry_price,
            target: p10(decided.next.target_price),
            stop: p10(decided.next.stop_loss),
            outcome: tr.next.outcome!,
            exitTime: now,
            exit: tr.next.exit_price!,
            pnlPct: tr.next.profit_loss!,
            moves,
          };
        endStep(t, now);
      }
      // A trade the data ends first stays open in both: the backtest marks it OPEN, the research drops it.
      if (!closed) {
        guard.markEnded(symbol, plan.direction, plan.timeframe, Infinity, true);
        continue;
      }
      guard.markEnded(symbol, plan.direction, plan.timeframe, closed.exitTime - 1, true, plan.coolDownBars);
      out.push(closed);
    }
  }
  return out.sort(order);
}

const order = (a: Shape, b: Shape) => a.entryTime - b.entryTime || a.symbol.localeCompare(b.symbol);

let seg: Segment;
beforeAll(() => {
  seg = loadSegment(DIR, 'train_2023');
});

const candidate = liveRules(LIVE_REGISTRY, false).rules[0]!;
const rules: Array<[string, SeriesRule]> = [
  ['the live candidate', candidate],
  ['the demo rule (trailing stop)', DEMO_RULE],
  [
    'a Donchian breakout with a trailing stop',
    donchianRule({ bars: 20, exits: DAILY_EXITS.trail3!, exitId: 'trail3', btc: false }),
  ],
];

describe(
  'one kernel: the live monitor and the backtest/research book the same trades',
  { timeout: 60_000 },
  () => {
    it.each(rules)('%s: same entries, exits, exit reasons and trailing-stop moves', (_label, rule) => {
      const scans = scanRule(rule, seg);
      const research = researchTrades(scans).filter((t) => t.outcome !== 'OPEN');
      const live = liveTrades(scans);
      expect(research.length).toBeGreaterThan(3);
      expect(live).toEqual(research);
      if (rule.exits.trailAtr) {
        expect(research.some((t) => t.moves.length > 0)).toBe(true);
        expect(research.some((t) => t.outcome === 'STOP_HIT' && t.moves.length > 0)).toBe(true);
      }
    });
  },
);
