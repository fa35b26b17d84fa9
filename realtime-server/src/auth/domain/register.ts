import { AUTH_MESSAGES, type PublicUser, type RegisterRequest } from '@sinais/shared';
import { AppError } from '../../errors';
import { toPublicUser, type UsersRepo } from '../data/users.repo';
import { hashPassword } from './passwords';

export async function register(users: UsersRepo, input: RegisterRequest): Promise<PublicUser> {
  if (await users.findByEmail(input.email)) throw new AppError('email_taken', AUTH_MESSAGES.emailTaken, 409);
  const created = await users.insert({
    email: input.email,
    username: input.username,
    name: input.username,
    passwordHash: await hashPassword(input.password),
  });
  // A concurrent registration with the same e-mail loses here.
  if (!created) throw new AppError('email_taken', AUTH_MESSAGES.emailTaken, 409);
  return toPublicUser(created);
}
