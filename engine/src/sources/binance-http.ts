import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { binanceErrorSchema } from './binance-schemas';
import { binanceRequestWindows, type RequestWindow } from './request-window';

/** Shares of a limit a call may fill: background work (the derivatives collector) leaves the rest to analysis. */
const FOREGROUND_SHARE = 0.9;
const BACKGROUND_SHARE = 0.5;

export class BinanceHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs: number | null,
  ) {
    super(message);
    this.name = 'BinanceHttpError';
  }
}

export interface BinanceHttpOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  apiSecret?: string | undefined;
  timeoutMs?: number;
  /** Longest wait for the weight window or a Retry-After before failing the call instead. */
  maxWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told the weight used in the current minute after every call (metrics). */
  onWeight?: (used: number, limit: number) => void;
  /** Count limits by path prefix; Binance's documented ones by default (tests give smaller ones). */
  countLimits?: Array<{ prefix: string; window: RequestWindow }>;
  /** Told of every 429/418 (alerts, metrics). */
  onRateLimited?: (status: 429 | 418, retryAfterMs: number, path: string) => void;
}

/**
 * REST client that keeps inside Binance's request-weight budget: it tracks X-MBX-USED-WEIGHT-1M, waits for
 * the next minute when a call would cross 90% of the limit, and after a 429/418 sends nothing until
 * Retry-After has passed (continuing after 429 is what gets an IP banned).
 */
export class BinanceHttp {
  private usedWeight = 0;
  private windowStart = 0;
  private limit = 2400;
  private blockedUntil = 0;
  private readonly windows: Array<{ prefix: string; window: RequestWindow }>;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly opts: BinanceHttpOptions) {
    this.now = opts.now ?? Date.now;
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.windows = opts.countLimits ?? binanceRequestWindows();
  }

  get weightUsed(): number {
    return this.usedWeight;
  }

  get hasKey(): boolean {
    return Boolean(this.opts.apiKey && this.opts.apiSecret);
  }

  setWeightLimit(limit: number): void {
    if (limit > 0) this.limit = limit;
  }

  async get<S extends z.ZodType>(
    path: string,
    params: Record<string, string | number>,
    schema: S,
    opts: { weight: number; signed?: boolean; background?: boolean },
  ): Promise<z.infer<S>> {
    await this.waitForBudget(opts.weight, path, opts.background ? BACKGROUND_SHARE : FOREGROUND_SHARE);
    const query = new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const headers: Record<string, string> = {};
    if (opts.signed) {
      if (!this.hasKey) throw new BinanceHttpError(`${path} exige chave API`, 401, null);
      query.set('timestamp', String(this.now()));
      query.set(
        'signature',
        createHmac('sha256', this.opts.apiSecret!).update(query.toString()).digest('hex'),
      );
      headers['X-MBX-APIKEY'] = this.opts.apiKey!;
    }
    const url = `${this.opts.baseUrl}${path}${query.size > 0 ? `?${query}` : ''}`;
    this.account(opts.weight);
    this.windowFor(path)?.record(this.now());
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000) });
    const used = Number(res.headers.get('x-mbx-used-weight-1m'));
    if (Number.isFinite(used) && res.headers.has('x-mbx-used-weight-1m')) this.usedWeight = used;
    this.opts.onWeight?.(this.usedWeight, this.limit);
    const text = await res.text();
    if (res.status === 429 || res.status === 418) {
      const ra = Number(res.headers.get('retry-after'));
      const waitMs = (Number.isFinite(ra) && ra > 0 ? ra : 60) * 1000;
      this.blockedUntil = this.now() + waitMs;
      this.opts.onRateLimited?.(res.status, waitMs, path);
      throw new BinanceHttpError(
        `${path}: HTTP ${res.status} (${res.status === 418 ? 'IP banido' : 'limite excedido'}), aguardar ${waitMs / 1000}s`,
        res.status,
        waitMs,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new BinanceHttpError(`${path}: resposta não é JSON (HTTP ${res.status})`, res.status, null);
    }
    if (!res.ok) {
      const e = binanceErrorSchema.safeParse(body);
      throw new BinanceHttpError(
        `${path}: HTTP ${res.status}${e.success ? ` ${e.data.code} ${e.data.msg}` : ''}`,
        res.status,
        null,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      throw new BinanceHttpError(
        `${path}: resposta fora do contrato em ${i?.path.join('.')}: ${i?.message}`,
        res.status,
        null,
      );
    }
    return parsed.data;
  }

  private account(weight: number): void {
    const minute = Math.floor(this.now() / 60_000) * 60_000;
    if (minute !== this.windowStart) {
      this.windowStart = minute;
      this.usedWeight = 0;
    }
    this.usedWeight += weight;
  }

  private windowFor(path: string) {
    return this.windows.find((w) => path.startsWith(w.prefix))?.window;
  }

  /**
   * Waits until the call fits: no Retry-After pending, the minute's weight and the path's count limit (if
   * any) below `share` of their limits. Fails instead when that wait would exceed maxWaitMs.
   */
  private async waitForBudget(weight: number, path: string, share: number): Promise<void> {
    const maxWait = this.opts.maxWaitMs ?? 65_000;
    for (;;) {
      const now = this.now();
      const blocked = this.blockedUntil - now;
      if (blocked > maxWait)
        throw new BinanceHttpError(`em espera por Retry-After (${Math.ceil(blocked / 1000)}s)`, 429, blocked);
      const minute = Math.floor(now / 60_000) * 60_000;
      const overWeight = minute === this.windowStart && this.usedWeight + weight > this.limit * share;
      const weightWait = overWeight ? minute + 60_000 - now : 0;
      if (weightWait > maxWait) throw new BinanceHttpError('orçamento de peso esgotado', 429, weightWait);
      const countWait = this.windowFor(path)?.waitMs(now, share) ?? 0;
      if (countWait > maxWait)
        throw new BinanceHttpError(`${path}: limite de requisições por IP esgotado`, 429, countWait);
      const wait = Math.max(blocked, weightWait, countWait);
      if (wait <= 0) return;
      await this.sleep(wait);
    }
  }
}

/** Request weight of GET /fapi/v1/klines by limit. */
export function klinesWeight(limit: number): number {
  if (limit < 100) return 1;
  if (limit < 500) return 2;
  if (limit <= 1000) return 5;
  return 10;
}
