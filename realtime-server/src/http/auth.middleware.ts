import type { Request, RequestHandler } from 'express';
import { AUTH_MESSAGES } from '@sinais/shared';
import type { AppContext } from '../context';
import { resolveSession, type Session, bearerFrom } from '../auth';
import { AppError } from '../errors';

declare module 'express-serve-static-core' {
  interface Request {
    id?: string;
    session?: Session;
  }
}

export async function sessionOf(ctx: AppContext, req: Request): Promise<Session | null> {
  if (req.session) return req.session;
  const session = await resolveSession(
    ctx.sessions,
    ctx.config.JWT_SECRET,
    bearerFrom(req.headers.authorization),
  );
  if (session) {
    req.session = session;
    ctx.sessionSeen(session.claims.sid);
  }
  return session;
}

export function requireAuth(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerFrom(req.headers.authorization);
    if (!token) throw new AppError('token_missing', AUTH_MESSAGES.tokenMissing, 401);
    if (!(await sessionOf(ctx, req))) throw new AppError('token_invalid', AUTH_MESSAGES.tokenInvalid, 401);
    next();
  };
}

/** Admin is decided on the server from the user row on every call, never from the token or the client. */
export function requireAdmin(ctx: AppContext): RequestHandler {
  const auth = requireAuth(ctx);
  return async (req, res, next) => {
    await auth(req, res, () => undefined);
    if (!req.session?.user.is_admin) throw new AppError('forbidden', AUTH_MESSAGES.adminOnly, 403);
    next();
  };
}

/** The client IP, honouring X-Forwarded-For only when TRUST_PROXY is set (Express does that via `trust proxy`). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
