// The auth area's public face: what other areas, the HTTP edge and the socket layer may use.
export { createUsersRepo, toPublicUser, type UsersRepo, type UserSessionState } from './data/users.repo';
export { createSessionsRepo, type SessionsRepo } from './data/sessions.repo';
export { createLoginSourcesRepo, type LoginSourcesRepo } from './data/login-sources.repo';
export { createMemberRepo, type MemberRepo } from './data/member.repo';
export { createSessionActivity, type SessionActivity } from './domain/session-activity';
export { createLoginLimiter, type LoginLimiter } from './domain/login-limiter';
export { ensureAdmin } from './domain/ensure-admin';
export { resolveSession, whyNoSession, type Session } from './domain/session';
export { bearerFrom } from './domain/tokens';
