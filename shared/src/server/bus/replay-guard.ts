/**
 * Replay protection for signed bus messages: a signature proves who wrote a message, not that it is new. Anyone
 * who can read and PUBLISH on the Redis channel could resend a captured heartbeat, log line or status. Every
 * envelope carries a unique `id` and its publish time `ts`: a message is accepted once per `type:id`, and only
 * while `ts` is within the window of this process's clock (both ways, for clock skew between hosts). Ids are
 * remembered for the window, which is all that is needed: an older copy fails the time check.
 */
export const BUS_REPLAY_WINDOW_MS = 120_000;

export type ReplayVerdict = 'fresh' | 'replayed' | 'stale';

export function createReplayGuard(windowMs = BUS_REPLAY_WINDOW_MS, now: () => number = Date.now) {
  // Insertion order is close to expiry order (ts within the window): pruning looks at the front only.
  const seen = new Map<string, number>();
  const prune = (t: number) => {
    for (const [key, expires] of seen) {
      if (expires > t) break;
      seen.delete(key);
    }
  };
  return {
    check(env: { type: string; id: string; ts: number }): ReplayVerdict {
      const t = now();
      if (Math.abs(t - env.ts) > windowMs) return 'stale';
      prune(t);
      const key = `${env.type}\u0000${env.id}`;
      if (seen.has(key)) return 'replayed';
      // Kept until its ts leaves the window; after that the time check refuses a copy anyway.
      seen.set(key, Math.max(env.ts, t) + windowMs);
      return 'fresh';
    },
    get size(): number {
      return seen.size;
    },
  };
}
