import { AUTH_MESSAGES, type LoginRequest, type LoginResponse } from '@sinais/shared';
import { AppError } from '../../errors';
import type { LoginSourcesRepo } from '../data/login-sources.repo';
import type { SessionsRepo } from '../data/sessions.repo';
import type { UsersRepo } from '../data/users.repo';
import { toPublicUser } from '../data/users.repo';
import { deviceLabel, placeOf } from './device-label';
import { ipSource, isKnownDevice } from './known-places';
import type { LoginLimiter } from './login-limiter';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { signToken, TOKEN_TTL_S } from './tokens';

interface Deps {
  users: UsersRepo;
  sources: LoginSourcesRepo;
  sessions: Pick<SessionsRepo, 'open'>;
  limiter: LoginLimiter;
  jwtSecret: string;
}

export interface LoginPlace {
  ip: string;
  /** The device cookie the browser sent, if any. */
  deviceCookie: unknown;
  /** Names the new device session in "Dispositivos conectados". */
  userAgent?: string;
}

export async function login(
  deps: Deps,
  input: LoginRequest,
  place: LoginPlace,
): Promise<LoginResponse & { userId: string }> {
  const user = await deps.users.findByEmail(input.email);
  const source = ipSource(deps.jwtSecret, place.ip);
  const knownDevice = user ? isKnownDevice(deps.jwtSecret, user.id, place.deviceCookie) : false;
  const knownIp = user && !knownDevice ? await deps.sources.isKnown(user.id, source) : false;
  const attempt = { ip: place.ip, email: input.email, knownDevice, knownIp, proof: input.proof };
  await deps.limiter.checkAllowed(attempt);
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !ok || user.status !== 'active') {
    await deps.limiter.recordFailure(attempt);
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
  }
  await deps.sources.remember(user.id, source);
  await deps.users.touchLogin(user.id);
  const sessionId = await deps.sessions.open({
    userId: user.id,
    tokenVersion: user.token_version,
    device: deviceLabel(place.userAgent),
    place: placeOf(place.ip),
  });
  const token = signToken(deps.jwtSecret, { userId: user.id, tokenVersion: user.token_version, sessionId });
  return { token, access_token: token, expires_in: TOKEN_TTL_S, user: toPublicUser(user), userId: user.id };
}
