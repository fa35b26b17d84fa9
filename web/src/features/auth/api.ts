import { http } from '@/lib/http';
import { withLoginProof } from '@/lib/login-proof';
import { normalizeUser, type SessionUser } from '@/lib/session-rules';
import { MissingTokenError } from './auth-errors';

interface LoginReply {
  token?: unknown;
  access_token?: unknown;
  expires_in?: unknown;
  user?: unknown;
}

export async function loginRequest(
  email: string,
  password: string,
): Promise<{ token: string; user: SessionUser }> {
  const res = await withLoginProof((proof) =>
    http<LoginReply | null>('/api/auth/login', { body: { email, password, proof }, auth: false }),
  );
  const token =
    typeof res?.token === 'string' && res.token
      ? res.token
      : typeof res?.access_token === 'string'
        ? res.access_token
        : '';
  if (!token) throw new MissingTokenError();
  const user = normalizeUser(res?.user) ?? normalizeUser({ email })!;
  return { token, user };
}

export function registerRequest(body: { username: string; email: string; password: string }) {
  return http<{ message?: string } | null>('/api/auth/register', { body, auth: false });
}

export function forgotPasswordRequest(email: string) {
  return http<{ message?: string } | null>('/api/forgot-password/', { body: { email }, auth: false });
}

export function resetPasswordRequest(body: { token: string; userId: string; newPassword: string }) {
  return http<{ message?: string } | null>('/api/reset-password/', { body, auth: false });
}
