import { AUTH_MESSAGES, CONTROL_EVENTS, ROOMS } from '@sinais/shared';
import type { SocketDeps } from './deps';
import type { UserSessionState } from '../auth';
import type { IoSocket as Socket } from './io';
import { followUserNotices } from './user-notices';

/** The channel migration 003 notifies when a user's role, status or token version changes. */
export const USER_SESSION_CHANNEL = 'sinais_user_session';
const REVALIDATE_MS = 30_000;
/** Users per re-check query (one `id = ANY($1)` each). */
const CHECK_BATCH = 1000;

const sessionIdOf = (socket: Socket) => socket.data.session?.claims.sid ?? '';

/** Tells the socket why, then ends it. */
function endSession(socket: Socket, reason: 'expired' | 'revoked'): void {
  socket.emit(CONTROL_EVENTS.sessionExpired, {
    reason,
    message: reason === 'expired' ? 'Sessão expirada. Faça login novamente' : AUTH_MESSAGES.sessionEnded,
  });
  socket.disconnect(true);
}

/** Applies the stored state to one socket: a revoked session ends it; a role change moves it in or out of admins. */
async function applyState(socket: Socket, state: UserSessionState | undefined): Promise<void> {
  const data = socket.data;
  if (!data.session || !socket.connected) return;
  const { tv, sid } = data.session.claims;
  if (!state || state.status !== 'active' || state.token_version !== tv || !state.live_sessions.includes(sid))
    return endSession(socket, 'revoked');
  if (state.is_admin === data.session.user.is_admin) return;
  data.session = { ...data.session, user: { ...data.session.user, is_admin: state.is_admin } };
  if (state.is_admin) await socket.join(ROOMS.admins);
  else await socket.leave(ROOMS.admins);
}

/**
 * Keeps every live socket's session true to the database. A change to a user (role, status, token version:
 * password reset, "sair de todos", demotion — by the app or by SQL) or the end of one of its device sessions
 * ("Sair", "Encerrar") is announced by a trigger (LISTEN/NOTIFY) and that user's sockets here are re-checked
 * at once; a periodic re-check every 30 s covers notifications missed while
 * the listening connection was down. A revoked session ends the socket; a removed admin role leaves the
 * admins room at once (and a granted one joins it).
 *
 * A re-check reads each user's role, status, token version and live sessions in one query for all users on this gateway
 * (batches of CHECK_BATCH), never one query or JWT verification per socket: a token's signature does not change
 * after the handshake, and its expiry is a timer per socket.
 */
export function watchSessions(ctx: SocketDeps) {
  const byUser = new Map<string, Set<Socket>>();

  const recheck = async (userIds: string[]) => {
    for (let i = 0; i < userIds.length; i += CHECK_BATCH) {
      const batch = userIds.slice(i, i + CHECK_BATCH);
      const sessionIds = new Set(batch.flatMap((id) => [...(byUser.get(id) ?? [])].map(sessionIdOf)));
      const states = await ctx.repos.users.sessionStates(batch, [...sessionIds]).catch(() => undefined);
      if (!states) continue; // store unreachable: the next re-check tries again
      const byId = new Map(states.map((st) => [st.id, st]));
      for (const id of batch)
        for (const socket of [...(byUser.get(id) ?? [])]) await applyState(socket, byId.get(id));
    }
  };

  const recheckUser = (userId: string) => void recheck([userId]);
  const recheckAll = () => void recheck([...byUser.keys()]);

  const notices = followUserNotices(ctx, {
    channel: USER_SESSION_CHANNEL,
    periodMs: REVALIDATE_MS,
    recheckUser,
    recheckAll,
    unavailable: 'aviso de mudança de sessão indisponível',
  });

  return {
    /** Follows a connected socket until it disconnects; ends it when its token expires. */
    track(socket: Socket) {
      const data = socket.data;
      if (!data.session) return;
      const userId = data.session.user.id;
      const set = byUser.get(userId) ?? new Set<Socket>();
      set.add(socket);
      byUser.set(userId, set);
      const msLeft = data.session.claims.exp * 1000 - Date.now();
      const expiry = setTimeout(
        () => endSession(socket, 'expired'),
        Math.max(0, Math.min(msLeft, 2 ** 31 - 1)),
      );
      socket.on('disconnect', () => {
        clearTimeout(expiry);
        set.delete(socket);
        if (set.size === 0) byUser.delete(userId);
      });
    },
    stop: notices.stop,
  };
}
