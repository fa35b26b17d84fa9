import { HttpError } from '@/lib/http';

/** Error texts of spec 000 §8 for the auth screens. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'Credenciais inválidas',
  noToken: 'Token não recebido do servidor',
  network: 'Erro de conexão com o servidor',
  unexpected: 'Erro inesperado. Tente novamente.',
  fallback: 'Email ou senha incorretos. Por favor, tente novamente.',
} as const;

export const REGISTER_ERRORS = {
  title: 'Erro no registro',
  generic: 'Ocorreu um erro ao tentar registrar.',
  mismatch: 'As senhas não coincidem.',
} as const;

export const FORGOT_ERRORS = {
  failure: 'Erro ao solicitar redefinição de senha.',
  network: 'Não foi possível conectar ao servidor. Tente novamente mais tarde.',
} as const;

export const RESET_ERRORS = {
  missingParams: 'Token ou ID de usuário inválido/ausente na URL.',
  tooShort: 'A nova senha deve ter pelo menos 6 caracteres.',
  mismatch: 'As senhas não coincidem.',
  failure: 'Erro ao redefinir senha. Token inválido ou expirado.',
  network: FORGOT_ERRORS.network,
} as const;

/** The login reply had no token. */
export class MissingTokenError extends Error {
  constructor() {
    super(LOGIN_ERRORS.noToken);
    this.name = 'MissingTokenError';
  }
}

export function loginErrorMessage(err: unknown): string {
  if (err instanceof MissingTokenError) return LOGIN_ERRORS.noToken;
  if (err instanceof HttpError) {
    if (err.status === 0) return LOGIN_ERRORS.network;
    if (err.serverMessage) return err.serverMessage;
    if (err.status === 400 || err.status === 401 || err.status === 403)
      return LOGIN_ERRORS.invalidCredentials;
    return LOGIN_ERRORS.fallback;
  }
  return LOGIN_ERRORS.unexpected;
}

export function registerErrorMessage(err: unknown): string {
  if (err instanceof HttpError) {
    if (err.status === 0) return REGISTER_ERRORS.generic;
    return err.serverMessage ?? REGISTER_ERRORS.title;
  }
  return REGISTER_ERRORS.generic;
}

export function forgotErrorMessage(err: unknown): string {
  if (err instanceof HttpError && err.status === 0) return FORGOT_ERRORS.network;
  if (err instanceof HttpError && err.status >= 400 && err.status < 500 && err.serverMessage)
    return err.serverMessage;
  return FORGOT_ERRORS.failure;
}

export function resetErrorMessage(err: unknown): string {
  if (err instanceof HttpError && err.status === 0) return RESET_ERRORS.network;
  if (err instanceof HttpError && err.status >= 400 && err.status < 500 && err.serverMessage)
    return err.serverMessage;
  return RESET_ERRORS.failure;
}

/** Reset form rules of spec 000 §5, in the order the user should fix them. */
export function validateReset(input: {
  token: string | null;
  userId: string | null;
  password: string;
  confirmation: string;
}): string | null {
  if (!input.token || !input.userId) return RESET_ERRORS.missingParams;
  if (input.password.length < 6) return RESET_ERRORS.tooShort;
  if (input.password !== input.confirmation) return RESET_ERRORS.mismatch;
  return null;
}

/** First message per field of a zod error, for inline field errors. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
