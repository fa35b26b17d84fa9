import WebSocket from 'ws';
import { wsTickerSchema } from './binance-schemas';

export interface TickerStreamOptions {
  /** Routed base, e.g. wss://fstream.binance.com/market. */
  baseUrl: string;
  onPrices: (prices: Map<string, number>) => void;
  onState?: (state: 'open' | 'closed', detail?: string) => void;
  /** Symbols to keep (the exchangeInfo USDⓈ-M set); others, e.g. COIN-M items, are dropped. */
  accept?: (symbol: string) => boolean;
}

const MAX_LIFETIME_MS = 23 * 3_600_000;

/**
 * The all-market tickers stream with reconnect: exponential backoff from 1 s to 30 s, and a planned reconnect
 * at 23 h because Binance closes connections at 24 h. Pings are answered by `ws` automatically.
 */
export class TickerStream {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private lifetime: NodeJS.Timeout | null = null;
  messages = 0;

  constructor(private readonly opts: TickerStreamOptions) {}

  start(): void {
    this.closed = false;
    this.connect();
  }

  private connect(): void {
    const ws = new WebSocket(`${this.opts.baseUrl}/ws/!ticker@arr`);
    this.ws = ws;
    ws.on('open', () => {
      this.attempts = 0;
      this.opts.onState?.('open');
      this.lifetime = setTimeout(() => ws.close(1000, 'renovação de 23h'), MAX_LIFETIME_MS);
      this.lifetime.unref();
    });
    ws.on('message', (raw) => {
      let parsed;
      try {
        parsed = wsTickerSchema.safeParse(JSON.parse(String(raw)));
      } catch {
        return;
      }
      if (!parsed.success) return;
      const prices = new Map<string, number>();
      for (const t of parsed.data) {
        if (t.st !== undefined && t.st !== 1) continue;
        if (this.opts.accept && !this.opts.accept(t.s)) continue;
        if (t.c > 0) prices.set(t.s, t.c);
      }
      this.messages++;
      if (prices.size > 0) this.opts.onPrices(prices);
    });
    ws.on('error', () => undefined);
    ws.on('close', (_code, reason) => {
      if (this.lifetime) clearTimeout(this.lifetime);
      this.opts.onState?.('closed', String(reason));
      if (this.closed) return;
      const delay = Math.min(30_000, 1000 * 2 ** this.attempts++);
      this.retry = setTimeout(() => this.connect(), delay);
      this.retry.unref();
    });
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.lifetime) clearTimeout(this.lifetime);
    this.ws?.close();
  }
}
