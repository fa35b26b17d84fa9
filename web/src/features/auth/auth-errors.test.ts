import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import {
  MissingTokenError,
  forgotErrorMessage,
  loginErrorMessage,
  registerErrorMessage,
  resetErrorMessage,
  validateReset,
} from './auth-errors';

const server = (status: number, message: string | null) =>
  new HttpError(status, message ?? `Erro HTTP: ${status}`, null, null, message);

describe('login errors (spec 000 §8)', () => {
  it('shows the server text, or Credenciais inválidas', () => {
    expect(loginErrorMessage(server(401, 'Credenciais inválidas'))).toBe('Credenciais inválidas');
    expect(
      loginErrorMessage(server(429, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.')),
    ).toMatch(/Muitas tentativas/);
    expect(loginErrorMessage(server(401, null))).toBe('Credenciais inválidas');
  });
  it('covers missing token, network, unexpected and fallback', () => {
    expect(loginErrorMessage(new MissingTokenError())).toBe('Token não recebido do servidor');
    expect(loginErrorMessage(new HttpError(0, 'x'))).toBe('Erro de conexão com o servidor');
    expect(loginErrorMessage(new TypeError('boom'))).toBe('Erro inesperado. Tente novamente.');
    expect(loginErrorMessage(server(502, null))).toBe(
      'Email ou senha incorretos. Por favor, tente novamente.',
    );
  });
});

describe('other auth errors', () => {
  it('register: server message, or Erro no registro / Ocorreu um erro ao tentar registrar.', () => {
    expect(registerErrorMessage(server(409, 'Este e-mail já está cadastrado.'))).toBe(
      'Este e-mail já está cadastrado.',
    );
    expect(registerErrorMessage(server(500, null))).toBe('Erro no registro');
    expect(registerErrorMessage(new HttpError(0, 'x'))).toBe('Ocorreu um erro ao tentar registrar.');
  });
  it('forgot password', () => {
    expect(forgotErrorMessage(new HttpError(0, 'x'))).toBe(
      'Não foi possível conectar ao servidor. Tente novamente mais tarde.',
    );
    expect(forgotErrorMessage(server(500, null))).toBe('Erro ao solicitar redefinição de senha.');
  });
  it('reset password', () => {
    expect(resetErrorMessage(server(400, null))).toBe('Erro ao redefinir senha. Token inválido ou expirado.');
    expect(resetErrorMessage(server(500, 'x'))).toBe('Erro ao redefinir senha. Token inválido ou expirado.');
  });
  it('validateReset applies spec 000 §5 in order', () => {
    const ok = { token: 't', userId: '1', password: 'segredo', confirmation: 'segredo' };
    expect(validateReset(ok)).toBeNull();
    expect(validateReset({ ...ok, token: null })).toBe('Token ou ID de usuário inválido/ausente na URL.');
    expect(validateReset({ ...ok, userId: '' })).toBe('Token ou ID de usuário inválido/ausente na URL.');
    expect(validateReset({ ...ok, password: '12345', confirmation: '12345' })).toBe(
      'A nova senha deve ter pelo menos 6 caracteres.',
    );
    expect(validateReset({ ...ok, confirmation: 'outra1' })).toBe('As senhas não coincidem.');
  });
});
