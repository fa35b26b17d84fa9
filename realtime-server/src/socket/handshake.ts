import type { IncomingMessage } from 'node:http';
import { SOCKET_ERROR_CODES, type SocketSession } from '@sinais/shared';
import type { SocketDeps } from './deps';
import { resolveSession, type Session, bearerFrom } from '../auth';
import type { IoSocket } from './io';

/**
 * Browsers always send Origin on a WebSocket/polling handshake: it must be our own host or an allowed
 * origin. Non-browser clients (no Origin) are let through; they still need a token for member rooms.
 * `X-Forwarded-Host` is anyone's to send: it counts only behind a proxy we trust (TRUST_PROXY=true), where
 * the proxy sets it.
 */
export function originAllowed(ctx: SocketDeps, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (ctx.config.ALLOWED_ORIGINS.includes(origin)) return true;
  const forwarded = req.headers['x-forwarded-host'];
  const host =
    ctx.config.TRUST_PROXY && typeof forwarded === 'string' && forwarded
      ? forwarded.split(',')[0]!.trim()
      : req.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function toSocketSession(s: Session): SocketSession {
  return { user: { id: s.user.id, is_admin: s.user.is_admin }, claims: s.claims };
}

export function tokenOf(socket: IoSocket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token.length > 0 && auth.token.length <= 4096)
    return auth.token;
  return bearerFrom(socket.handshake.headers.authorization);
}

/** Anonymous sockets are allowed (public room); a token that is present but not valid is refused. */
export function authMiddleware(ctx: SocketDeps) {
  return async (socket: IoSocket, next: (err?: Error) => void) => {
    const token = tokenOf(socket);
    if (!token) {
      socket.data.session = null;
      return next();
    }
    const session = await resolveSession(ctx.repos.sessions, ctx.config.JWT_SECRET, token).catch(() => null);
    if (!session) {
      const err = new Error(SOCKET_ERROR_CODES.tokenInvalid) as Error & { data?: unknown };
      err.data = { code: SOCKET_ERROR_CODES.tokenInvalid, message: 'Sessão expirada. Faça login novamente' };
      return next(err);
    }
    socket.data.session = toSocketSession(session);
    ctx.sessionSeen(session.claims.sid);
    next();
  };
}
