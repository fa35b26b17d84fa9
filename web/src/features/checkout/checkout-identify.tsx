import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { useSessionStore } from '@/lib/session';
import { checkoutLogin, serverMessageOr } from './api';
import { CheckoutEmailField, CheckoutField } from './checkout-field';
import { CheckoutSubmit } from './checkout-submit';
import { EMAIL_PATTERN } from './masks';
import { ACCOUNT_MESSAGES } from './use-checkout-account';

interface Props {
  /** The e-mail has no account yet: the billing form opens with it, and a password for the new account. */
  onNewBuyer: (email: string) => void;
}

/**
 * Step 1 starts by asking who is buying, and nothing else: the e-mail, then the password when it already has an
 * account. Signed in, the checkout reads the buyer's standing, so an owner hears "Você já tem acesso a este curso"
 * before any billing field (issue 30).
 */
export function CheckoutIdentify({ onNewBuyer }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [hasAccount, setHasAccount] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});

  const identify = useMutation({
    mutationFn: (address: string) => callApi(api.auth.identify, { body: { email: address } }),
    onSuccess: (r, address) => (r.exists ? setHasAccount(true) : onNewBuyer(address)),
    onError: (err) => setErrors({ form: serverMessageOr(err, ACCOUNT_MESSAGES.network) }),
  });
  const signIn = useMutation({
    mutationFn: () => checkoutLogin(email.trim().toLowerCase(), password),
    onSuccess: ({ token, user }) => useSessionStore.getState().login(token, user),
    onError: (err) => {
      const text = serverMessageOr(err, ACCOUNT_MESSAGES.network);
      setErrors(err instanceof HttpError && err.status === 401 ? { password: text } : { form: text });
    },
  });
  const busy = identify.isPending || signIn.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim().toLowerCase();
    const problem = !EMAIL_PATTERN.test(address)
      ? { email: ACCOUNT_MESSAGES.emailInvalid }
      : hasAccount && !password
        ? { password: ACCOUNT_MESSAGES.passwordRequired }
        : null;
    setErrors(problem ?? {});
    if (problem) return;
    if (hasAccount) signIn.mutate();
    else identify.mutate(address);
  };

  return (
    <form className="co-form" onSubmit={submit} noValidate aria-label="Identificação">
      <p className="co-muted co-field--full">
        {hasAccount
          ? 'Este e-mail já tem conta. Digite a senha para continuar a compra.'
          : 'Para começar, informe seu e-mail.'}
      </p>
      <CheckoutEmailField
        full
        error={errors.email}
        placeholder="voce@exemplo.com"
        value={email}
        readOnly={hasAccount}
        onChange={(e) => setEmail(e.target.value)}
      />
      {hasAccount ? (
        <>
          <CheckoutField
            full
            label="Senha da sua conta"
            error={errors.password}
            type="password"
            autoComplete="current-password"
            maxLength={256}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p className="co-muted co-field--full co-account__switch">
            <Link to="/forgot-password">Esqueci minha senha</Link> ·{' '}
            <button
              type="button"
              className="co-link"
              onClick={() => {
                setHasAccount(false);
                setPassword('');
              }}
            >
              Usar outro e-mail
            </button>
          </p>
        </>
      ) : null}
      <CheckoutSubmit busy={busy} error={errors.form}>
        {hasAccount ? 'Entrar e continuar' : 'Continuar'}
      </CheckoutSubmit>
    </form>
  );
}
