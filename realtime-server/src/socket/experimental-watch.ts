import { ROOMS } from '@sinais/shared';
import type { SocketDeps } from './deps';
import type { IoServer, IoSocket } from './io';
import { followUserNotices } from './user-notices';

/** The channel migration 021 notifies when a member's "Ver sinais experimentais" changes. */
export const EXPERIMENTAL_OPT_IN_CHANNEL = 'sinais_experimental_opt_in';
const RECHECK_MS = 30_000;
const CHECK_BATCH = 1000;

/** Reads the stored opt-in at the handshake, so the socket joins its rooms before it can ask for a replay. */
export function experimentalOptInMiddleware(ctx: SocketDeps) {
  const optIns = ctx.repos.experimentalOptIns;
  return async (socket: IoSocket, next: (err?: Error) => void) => {
    const session = socket.data.session;
    socket.data.experimental =
      session !== null && !session.user.is_admin
        ? await optIns.isEnabled(session.user.id).catch(() => false)
        : false;
    next();
  };
}

/**
 * Keeps every member socket on this gateway in the experimental room exactly while the member's opt-in is on:
 * a change (by any gateway, or by SQL) is announced by a trigger and applied at once; a re-check every 30 s
 * covers notifications missed while the listening connection was down, and admins granted or losing the role
 * (session-watch moves them in or out of the admins room; admins are always in this one too).
 */
export function watchExperimentalOptIns(ctx: SocketDeps, io: IoServer) {
  const optIns = ctx.repos.experimentalOptIns;
  const socketsOf = (userId: string): IoSocket[] =>
    [...(io.of('/').adapter.rooms.get(ROOMS.user(userId)) ?? [])]
      .map((id) => io.of('/').sockets.get(id))
      .filter((s): s is IoSocket => s !== undefined && s.data.session !== null);

  const check = async (userIds: readonly string[]) => {
    for (let i = 0; i < userIds.length; i += CHECK_BATCH) {
      const batch = userIds.slice(i, i + CHECK_BATCH);
      const on = await optIns.enabledAmong(batch).catch(() => undefined);
      if (!on) continue; // store unreachable: the next re-check tries again
      for (const id of batch)
        for (const socket of socketsOf(id)) {
          socket.data.experimental = on.has(id);
          // Admins always see them (a role changed by session-watch is caught up here within 30 s).
          if (on.has(id) || socket.data.session?.user.is_admin) await socket.join(ROOMS.experimental);
          else await socket.leave(ROOMS.experimental);
        }
    }
  };
  // One re-check at a time, in the order asked: a later read of the store is always applied last.
  let chain: Promise<void> = Promise.resolve();
  const recheck = (userIds: readonly string[]) =>
    (chain = chain
      .then(() => check(userIds))
      .catch((err: unknown) => ctx.logger.warn({ err }, 'falha ao aplicar a opção de sinais experimentais')));
  const localUsers = () =>
    [...io.of('/').sockets.values()].flatMap((s) => (s.data.session ? [s.data.session.user.id] : []));
  const recheckAll = () => void recheck([...new Set(localUsers())]);

  const notices = followUserNotices(ctx, {
    channel: EXPERIMENTAL_OPT_IN_CHANNEL,
    periodMs: RECHECK_MS,
    recheckUser: (userId) => void recheck([userId]),
    recheckAll,
    unavailable: 'aviso de sinais experimentais indisponível',
  });

  return {
    /** Applies a member's stored opt-in to their sockets here now (the route that changed it waits for this). */
    apply: (userId: string) => recheck([userId]),
    stop: notices.stop,
  };
}
