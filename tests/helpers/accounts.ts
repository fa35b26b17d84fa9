import { api } from './server';

/** Logs in through the REST API and returns the access token (undefined when refused). */
export async function loginToken(url: string, email: string, password: string): Promise<string> {
  return (await api(url, '/api/auth/login', { body: { email, password } })).body.token;
}

/** Registers an account through the REST API (the answer is not checked), then logs it in and returns its token. */
export async function registerAndLogin(
  url: string,
  user: { username: string; email: string; password: string },
): Promise<string> {
  await api(url, '/api/auth/register', { body: user });
  return loginToken(url, user.email, user.password);
}
