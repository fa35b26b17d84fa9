import type { Request } from 'express';
import type { AppContext } from '../context';
import { resolveSession, type Session, bearerFrom } from '../auth';

declare module 'express-serve-static-core' {
  interface Request {
    id?: string;
    session?: Session;
  }
}

/**
 * The caller's session when the request carries a valid token (resolved once per request), else null. Who may call
 * a route is the API map's business (`access-gate.ts`); this only says who is calling.
 */
export async function sessionOf(ctx: AppContext, req: Request): Promise<Session | null> {
  if (req.session) return req.session;
  const session = await resolveSession(
    ctx.repos.sessions,
    ctx.config.JWT_SECRET,
    bearerFrom(req.headers.authorization),
  );
  if (session) {
    req.session = session;
    ctx.sessionSeen(session.claims.sid);
  }
  return session;
}

/** The client IP, honouring X-Forwarded-For only when TRUST_PROXY is set (Express does that via `trust proxy`). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
