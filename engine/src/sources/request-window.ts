/**
 * A count-based IP limit that Binance does not report in headers (the statistics endpoints' 1000 requests per
 * 5 min, fundingRate's 500 per 5 min): the calls this process sent in the trailing window, counted here.
 */
export class RequestWindow {
  private readonly sent: number[] = [];

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Calls sent in the window ending at `now`. */
  used(now: number): number {
    while (this.sent.length > 0 && this.sent[0]! <= now - this.windowMs) this.sent.shift();
    return this.sent.length;
  }

  /** How long until one more call stays within `share` of the limit (0: now). */
  waitMs(now: number, share: number): number {
    const allowed = Math.max(1, Math.floor(this.limit * share));
    const used = this.used(now);
    if (used < allowed) return 0;
    // The call that frees a slot is the one `used - allowed` places after the oldest.
    return this.sent[used - allowed]! + this.windowMs - now;
  }

  record(now: number): void {
    this.sent.push(now);
  }
}

/** Binance's count limits by path prefix (external-apis.md; docs of fundingRate and the statistics endpoints). */
export function binanceRequestWindows(): Array<{ prefix: string; window: RequestWindow }> {
  const statistics = new RequestWindow(1000, 5 * 60_000);
  // fundingRate and fundingInfo share one limit.
  const funding = new RequestWindow(500, 5 * 60_000);
  return [
    { prefix: '/futures/data/', window: statistics },
    { prefix: '/fapi/v1/fundingRate', window: funding },
    { prefix: '/fapi/v1/fundingInfo', window: funding },
  ];
}
