// The auth area's public face: what other areas, the HTTP edge and the socket layer may use. Its repositories
// are built once in `repos.ts` (the composition root); only their types are named here.
export type { UsersRepo, UserSessionState } from './data/users.repo';
export type { SessionsRepo } from './data/sessions.repo';
export type { LoginSourcesRepo } from './data/login-sources.repo';
export type { MemberRepo } from './data/member.repo';
export { createSessionActivity, type SessionActivity } from './domain/session-activity';
export { createLoginLimiter, type LoginLimiter } from './domain/login-limiter';
export { ensureAdmin } from './domain/ensure-admin';
export { resolveSession, whyNoSession, type Session } from './domain/session';
export { bearerFrom } from './domain/tokens';
