import type { SocketDeps } from './deps';

/**
 * Re-checks a user when the database announces a change to them on `channel` (the payload is the user id), and
 * every user here each `periodMs` and whenever the listening connection comes back, which covers the notices
 * missed while it was down.
 */
export function followUserNotices(
  ctx: SocketDeps,
  o: {
    channel: string;
    periodMs: number;
    recheckUser(userId: string): void;
    recheckAll(): void;
    /** Logged when the channel cannot be listened to (the periodic re-check still runs). */
    unavailable: string;
  },
) {
  let unlisten: (() => void) | null = null;
  const listening = ctx.db
    .listen(o.channel, (userId) => o.recheckUser(userId), o.recheckAll)
    .then((off) => {
      unlisten = off;
    })
    .catch((err: unknown) => ctx.logger.warn({ err }, o.unavailable));
  const periodic = setInterval(o.recheckAll, o.periodMs);
  periodic.unref();

  return {
    async stop() {
      clearInterval(periodic);
      await listening;
      unlisten?.();
    },
  };
}
