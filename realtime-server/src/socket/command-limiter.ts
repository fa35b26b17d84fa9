/** A token bucket per socket: bursts up to `capacity`, refilled at `perSecond`. */
export function createCommandLimiter(capacity = 20, perSecond = 5) {
  let tokens = capacity;
  let last = Date.now();
  let refused = 0;
  return {
    take(): boolean {
      const now = Date.now();
      tokens = Math.min(capacity, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens >= 1) {
        tokens -= 1;
        refused = 0;
        return true;
      }
      refused++;
      return false;
    },
    /** Consecutive refusals: a client that keeps flooding is disconnected. */
    get refusedInARow() {
      return refused;
    },
  };
}
