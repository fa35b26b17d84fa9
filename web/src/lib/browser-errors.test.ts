import { describe, expect, it } from 'vitest';
import { browserErrorText, GENERIC_BROWSER_ERROR } from './browser-errors';
import { HttpError } from './http';

const domError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('browserErrorText', () => {
  it('says the browser failures a member meets in Portuguese', () => {
    expect(browserErrorText(domError('NotAllowedError', 'Registration failed - permission denied'))).toBe(
      'a permissão de notificação foi negada neste navegador',
    );
    expect(browserErrorText(domError('AbortError', 'Registration failed - push service error'))).toBe(
      'o serviço de push do navegador recusou o registro; tente de novo mais tarde',
    );
    expect(browserErrorText(new TypeError('Failed to fetch'))).toBe('sem conexão com o servidor');
    expect(browserErrorText(domError('SecurityError', 'The operation is insecure.'))).toBe(
      'o navegador só permite isso em um endereço seguro (https)',
    );
  });

  it('never passes unknown English through, and keeps the server messages', () => {
    expect(browserErrorText(new Error('Something odd happened'))).toBe(GENERIC_BROWSER_ERROR);
    expect(browserErrorText('x')).toBe(GENERIC_BROWSER_ERROR);
    expect(browserErrorText(new HttpError(429, 'Muitas solicitações. Aguarde.'))).toBe(
      'Muitas solicitações. Aguarde.',
    );
  });
});
