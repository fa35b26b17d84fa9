import { useState, type FormEvent } from 'react';
import { useCheckoutAccount } from './use-checkout-account';

interface Props {
  defaultEmail?: string;
  defaultName?: string;
}

/** Step 1 of the embedded checkout for a visitor: create the account or sign in, without leaving the page. */
export function CheckoutAccount({ defaultEmail = '', defaultName = '' }: Props) {
  const { mode, setMode, busy, errors, setErrors, submit } = useCheckoutAccount();
  const [name, setName] = useState(defaultName);
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await submit(name, email, password);
  };
  const switchTo = (m: 'create' | 'login') => {
    setMode(m);
    setErrors({});
  };

  return (
    <form className="co-form co-account" onSubmit={onSubmit} noValidate aria-label="Sua conta">
      <p className="co-muted co-field--full">
        {mode === 'create'
          ? 'Crie sua conta para receber o acesso ao curso. Leva menos de um minuto e a compra continua aqui.'
          : 'Entre na sua conta para continuar a compra.'}
      </p>
      {mode === 'create' ? (
        <label className="co-field co-field--full">
          <span>Nome</span>
          <input
            name="accountName"
            autoComplete="name"
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={!!errors.name}
          />
          {errors.name ? <small className="co-error">{errors.name}</small> : null}
        </label>
      ) : null}
      <label className="co-field co-field--full">
        <span>E-mail</span>
        <input
          name="accountEmail"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={!!errors.email}
        />
        {errors.email ? <small className="co-error">{errors.email}</small> : null}
      </label>
      <label className="co-field co-field--full">
        <span>{mode === 'create' ? 'Crie uma senha' : 'Senha'}</span>
        <input
          name="accountPassword"
          type="password"
          autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
          maxLength={256}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={!!errors.password}
        />
        {errors.password ? <small className="co-error">{errors.password}</small> : null}
      </label>
      {errors.form ? (
        <div className="alert alert--error co-field--full" role="alert">
          <div className="alert__body">{errors.form}</div>
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg btn--block co-field--full" disabled={busy}>
        {busy ? 'Aguarde...' : mode === 'create' ? 'Criar conta e continuar' : 'Entrar e continuar'}
      </button>
      <p className="co-muted co-field--full co-account__switch">
        {mode === 'create' ? (
          <>
            Já tem conta?{' '}
            <button type="button" className="co-link" onClick={() => switchTo('login')}>
              Entrar
            </button>
          </>
        ) : (
          <>
            Ainda não tem conta?{' '}
            <button type="button" className="co-link" onClick={() => switchTo('create')}>
              Criar conta
            </button>
          </>
        )}
      </p>
    </form>
  );
}
