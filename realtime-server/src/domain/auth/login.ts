import { AUTH_MESSAGES, type LoginRequest, type LoginResponse } from '@sinais/shared';
import { AppError } from '../../http/errors';
import type { UsersRepo } from '../../db/users.repo';
import { toPublicUser } from '../../db/users.repo';
import type { LoginLimiter } from '../../security/login-limiter';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { signToken, TOKEN_TTL_S } from './tokens';

interface Deps {
  users: UsersRepo;
  limiter: LoginLimiter;
  jwtSecret: string;
}

export async function login(deps: Deps, input: LoginRequest, ip: string): Promise<LoginResponse> {
  await deps.limiter.checkAllowed(ip, input.email);
  const user = await deps.users.findByEmail(input.email);
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !ok || user.status !== 'active') {
    await deps.limiter.recordFailure(input.email);
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
  }
  await deps.limiter.recordSuccess(input.email);
  await deps.users.touchLogin(user.id);
  const token = signToken(deps.jwtSecret, user.id, user.token_version);
  return { token, access_token: token, expires_in: TOKEN_TTL_S, user: toPublicUser(user) };
}
