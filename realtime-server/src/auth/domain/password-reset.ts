import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@sinais/shared';
import type { Db, Logger } from '@sinais/shared/server';
import { AppError } from '../../errors';
import { createResetTokensRepo, type ResetTokensRepo } from '../data/reset-tokens.repo';
import { createUsersRepo, type UsersRepo } from '../data/users.repo';
import type { Mailer } from '../../platform/mailer';
import { hashPassword } from './passwords';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Deps {
  db: Db;
  users: UsersRepo;
  resetTokens: ResetTokensRepo;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

/** Always answers the same; the e-mail goes out only when the account exists. */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const user = await deps.users.findByEmail(email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await deps.resetTokens.issue(user.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
  const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}&userId=${encodeURIComponent(user.id)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Redefinição de senha - Sinais Cripto',
    text: `Olá, ${user.name}.\n\nRecebemos um pedido para redefinir sua senha. Use o link abaixo em até 1 hora:\n\n${link}\n\nSe não foi você, ignore este e-mail.`,
    link,
  });
}

/** Single use: the token is consumed and the password changed in one transaction; other sessions end. */
export async function resetPassword(
  deps: Pick<Deps, 'db'>,
  input: { token: string; userId: string; newPassword: string },
) {
  const passwordHash = await hashPassword(input.newPassword);
  const ok = await deps.db.tx(async (q) => {
    const users = createUsersRepo(q);
    if (!(await users.findById(input.userId))) return false;
    if (!(await createResetTokensRepo(q).consume(input.userId, hashToken(input.token)))) return false;
    await users.setPassword(input.userId, passwordHash);
    return true;
  });
  if (!ok) throw new AppError('reset_invalid', AUTH_MESSAGES.resetInvalid, 400);
}
