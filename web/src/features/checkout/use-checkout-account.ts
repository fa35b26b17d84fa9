import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { HttpError } from '@/lib/http';
import { useSessionStore } from '@/lib/session';
import { api, callApi } from '@/lib/api';
import { checkoutLogin } from './api';
import { EMAIL_PATTERN } from './masks';

export type AccountMode = 'create' | 'login';

export const ACCOUNT_MESSAGES = {
  emailTaken: 'Este e-mail já tem conta. Digite a senha dela para entrar e continuar a compra.',
  shortPassword: 'A senha deve ter pelo menos 6 caracteres.',
  passwordRequired: 'Informe sua senha.',
  nameRequired: 'Nome é obrigatório',
  emailInvalid: 'E-mail inválido',
  network: 'Erro de conexão com o servidor',
} as const;

export interface AccountErrors {
  name?: string;
  email?: string;
  password?: string;
  form?: string;
}

/**
 * The buyer's account inside the checkout (as Hotmart and Kiwify do): a visitor creates it with name, e-mail and
 * password, or signs in when the e-mail already has one, and the purchase goes on in the same page.
 */
export function useCheckoutAccount() {
  const [mode, setMode] = useState<AccountMode>('create');
  const [errors, setErrors] = useState<AccountErrors>({});

  const validate = (name: string, email: string, password: string): AccountErrors => {
    const e: AccountErrors = {};
    if (mode === 'create' && !name.trim()) e.name = ACCOUNT_MESSAGES.nameRequired;
    if (!EMAIL_PATTERN.test(email.trim())) e.email = ACCOUNT_MESSAGES.emailInvalid;
    if (!password) e.password = ACCOUNT_MESSAGES.passwordRequired;
    else if (mode === 'create' && password.length < 6) e.password = ACCOUNT_MESSAGES.shortPassword;
    return e;
  };

  const signIn = useMutation({
    mutationFn: async ({ name, email, password }: { name: string; email: string; password: string }) => {
      const address = email.trim().toLowerCase();
      if (mode === 'create') {
        try {
          await callApi(api.auth.register, { body: { username: name.trim(), email: address, password } });
        } catch (err) {
          if (err instanceof HttpError && err.status === 409) {
            setMode('login');
            setErrors({ password: ACCOUNT_MESSAGES.emailTaken });
            return false;
          }
          throw err;
        }
      }
      const { token, user } = await checkoutLogin(address, password);
      useSessionStore.getState().login(token, user);
      return true;
    },
    onError: (err) => {
      const message =
        err instanceof HttpError
          ? err.isNetworkError
            ? ACCOUNT_MESSAGES.network
            : (err.serverMessage ?? err.message)
          : ACCOUNT_MESSAGES.network;
      setErrors(err instanceof HttpError && err.status === 401 ? { password: message } : { form: message });
    },
  });

  /** Creates the account (or signs in) and starts the session; false when something needs the buyer's attention. */
  const submit = async (name: string, email: string, password: string): Promise<boolean> => {
    const e = validate(name, email, password);
    setErrors(e);
    if (Object.keys(e).length) return false;
    return signIn.mutateAsync({ name, email, password }).catch(() => false);
  };
  const busy = signIn.isPending;

  return { mode, setMode, busy, errors, setErrors, submit };
}
