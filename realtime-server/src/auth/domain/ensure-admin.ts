import type { Logger } from '@sinais/shared/server';
import type { UsersRepo } from '../data/users.repo';
import { hashPassword, verifyPassword } from './passwords';

/** ADMIN_EMAIL + ADMIN_PASSWORD: that account exists, is admin and accepts that password after start. */
export async function ensureAdmin(
  users: UsersRepo,
  email: string,
  password: string,
  logger: Logger,
): Promise<void> {
  const existing = await users.findByEmail(email);
  if (!existing) {
    await users.insert({
      email: email.toLowerCase(),
      username: email.split('@')[0] ?? 'admin',
      name: 'Administrador',
      passwordHash: await hashPassword(password),
      isAdmin: true,
    });
    logger.info({ admin: email.replace(/^(.).*@/, '$1***@') }, 'conta de administrador criada');
    return;
  }
  if (!existing.is_admin) await users.setAdmin(existing.id, true);
  if (!(await verifyPassword(existing.password_hash, password))) {
    await users.setPassword(existing.id, await hashPassword(password));
  }
}
