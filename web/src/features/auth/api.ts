import { withLoginProof } from '@/lib/login-proof';
import { normalizeUser, type SessionUser } from '@/lib/session-rules';
import { MissingTokenError } from './auth-errors';

// The typed client and the API map (with every route's schemas) load when a form is sent, not with the page:
// /login must stay within its first-visit budget (tests/e2e/web-budget.e2e.test.ts).
const client = () => import('@/lib/api');

export async function loginRequest(
  email: string,
  password: string,
): Promise<{ token: string; user: SessionUser }> {
  const { api, callApi } = await client();
  const res = await withLoginProof((proof) =>
    callApi(api.auth.login, { body: { email, password, ...(proof ? { proof } : {}) } }),
  );
  const token = res.token || res.access_token;
  if (!token) throw new MissingTokenError();
  return { token, user: normalizeUser(res.user) ?? normalizeUser({ email })! };
}

export async function registerRequest(body: { username: string; email: string; password: string }) {
  const { api, callApi } = await client();
  return callApi(api.auth.register, { body });
}

export async function forgotPasswordRequest(email: string) {
  const { api, callApi } = await client();
  return callApi(api.auth.forgotPassword, { body: { email } });
}

export async function resetPasswordRequest(body: { token: string; userId: string; newPassword: string }) {
  const { api, callApi } = await client();
  return callApi(api.auth.resetPassword, { body });
}
