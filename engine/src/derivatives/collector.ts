import { setTimeout as delay } from 'node:timers/promises';
import type { DerivativesSeries } from '../data/derivatives.store';
import { LEASE_FENCE_SQLSTATE, LeaseLostError } from '../data/lease.store';
import { BinanceHttpError } from '../sources/binance-http';
import { HOUR, type SeriesPlan } from './series-plans';

/** Pairs whose series is already current are looked at again after this long. */
const RETRY_MS = 15 * 60_000;
/** Time between rounds; each round only asks for what became due. */
const ROUND_MS = 5 * 60_000;
/** While the TOP pairs are not selected yet (a fresh start), the next round comes this much sooner. */
const NO_PAIRS_ROUND_MS = 10_000;
/** A window that ended this long ago is complete: nothing more will be published inside it. */
const SETTLED_MS = HOUR;
/** The longest stop() waits for a call in flight (its answer is then dropped, never stored). */
const STOP_WAIT_MS = 5_000;
/** BTC's series are the market-wide reference the research reads, TOP pair or not. */
const ALWAYS = ['BTCUSDT'];

export interface CollectorOptions {
  plans: SeriesPlan[];
  /** The TOP pairs at the time of each round. */
  pairs: () => readonly string[];
  /** Pause after every request (low priority: the analysis loop's calls pass in between). */
  paceMs: number;
  firstRoundMs: number;
  log: {
    info(message: string, details?: Record<string, unknown>): void;
    warn(message: string, details?: Record<string, unknown>): void;
  };
  now?: () => number;
}

export type RoundWritten = Record<DerivativesSeries, number>;

/**
 * Records funding settlements, hourly open interest and hourly mark/index closes per pair (docs/engine.md
 * §2.1): on the first look at a pair it backfills what the exchange's history gives (never before the floor),
 * then only what became due. Where it resumes is the last stored point, so a restart repeats nothing; writes
 * are idempotent. One pair and series at a time, with a pause after every call; a bad answer is logged with its
 * endpoint and the next pair goes on; a 429/418 or a lost lease ends the round.
 */
export class DerivativesCollector {
  /** Last instant known complete, per series and pair (the stored maximum, or a closed empty window). */
  private readonly cursors = new Map<string, number>();
  private readonly attempts = new Map<string, number>();
  private readonly now: () => number;
  private started = false;
  /** Bumped by every start and stop: a round of an earlier run ends at its next step, and never reschedules. */
  private generation = 0;
  private abort = new AbortController();
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: CollectorOptions) {
    this.now = opts.now ?? Date.now;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.generation++;
    // Another engine may have written while this one stood by: resume from the store, not from memory.
    this.cursors.clear();
    this.attempts.clear();
    this.abort = new AbortController();
    this.schedule(this.opts.firstRoundMs, this.generation);
  }

  async stop(): Promise<void> {
    this.started = false;
    this.generation++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    await Promise.race([this.running, delay(STOP_WAIT_MS, undefined, { ref: false })]);
  }

  /** One pass over the pairs: every series that is due is brought up to date. What was written, per series. */
  async runRound(): Promise<RoundWritten> {
    const written: RoundWritten = { funding: 0, openInterest: 0, basis: 0 };
    const generation = this.generation;
    const symbols = [...new Set([...ALWAYS, ...this.opts.pairs()])];
    const warned = new Set<string>();
    for (const symbol of symbols) {
      for (const plan of this.opts.plans) {
        if (generation !== this.generation) return written;
        try {
          written[plan.series] += await this.catchUp(plan, symbol, generation);
        } catch (err) {
          if (endsRound(err)) {
            this.opts.log.warn(`Coleta de derivativos interrompida até a próxima rodada: ${message(err)}`, {
              endpoint: plan.endpoint,
              symbol,
            });
            return written;
          }
          // One line per endpoint and round: a changed contract would otherwise log once per pair.
          if (!warned.has(plan.endpoint)) {
            warned.add(plan.endpoint);
            this.opts.log.warn(`Coleta de derivativos: ${plan.endpoint} falhou (${message(err)})`, {
              endpoint: plan.endpoint,
              symbol,
            });
          }
        }
      }
    }
    if (written.funding + written.openInterest + written.basis > 0)
      this.opts.log.info(
        `Derivativos gravados: ${written.funding} funding, ${written.openInterest} open interest, ${written.basis} basis (${symbols.length} pares)`,
        { ...written },
      );
    return written;
  }

  /** Brings one series of one pair up to date, page by page; the rows written. */
  private async catchUp(plan: SeriesPlan, symbol: string, generation: number): Promise<number> {
    const ended = () => generation !== this.generation;
    const key = `${plan.series}:${symbol}`;
    const now = this.now();
    if (now - (this.attempts.get(key) ?? -Infinity) < RETRY_MS) return 0;
    let cursor = this.cursors.get(key);
    if (cursor === undefined) cursor = (await plan.lastStored(symbol)) ?? -Infinity;
    cursor = Math.max(cursor, plan.earliest(now) - 1);
    this.cursors.set(key, cursor);
    if (now - cursor < HOUR) return 0;
    let written = 0;
    for (;;) {
      const from = cursor + 1;
      const to = Math.min(now, from + plan.page * HOUR - 1);
      const page = await plan.fetch(symbol, from, to);
      if (ended()) return written;
      written += await page.save();
      const last: number = page.times.length > 0 ? Math.max(...page.times) : cursor;
      const full = page.times.length >= plan.page;
      cursor = !full && to <= now - SETTLED_MS ? to : Math.max(cursor, last);
      this.cursors.set(key, cursor);
      await this.pause();
      if (ended()) return written;
      if (to >= now) {
        // Only a complete catch-up waits for the retry interval; a failed one is tried again next round.
        this.attempts.set(key, now);
        return written;
      }
    }
  }

  private async pause(): Promise<void> {
    if (this.opts.paceMs <= 0) return;
    await delay(this.opts.paceMs, undefined, { signal: this.abort.signal }).catch(() => undefined);
  }

  private schedule(ms: number, generation: number): void {
    if (generation !== this.generation) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const waitingForPairs = this.opts.pairs().length === 0;
      this.running = this.runRound()
        .then(() => undefined)
        .catch((err: unknown) => this.opts.log.warn(`Coleta de derivativos falhou: ${message(err)}`))
        .finally(() => this.schedule(waitingForPairs ? NO_PAIRS_ROUND_MS : ROUND_MS, generation));
    }, ms);
    this.timer.unref();
  }
}

function endsRound(err: unknown): boolean {
  return (
    err instanceof LeaseLostError ||
    (err as { code?: unknown } | null)?.code === LEASE_FENCE_SQLSTATE ||
    (err instanceof BinanceHttpError && (err.status === 429 || err.status === 418))
  );
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
