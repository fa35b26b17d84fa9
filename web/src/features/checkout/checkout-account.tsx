import type { FormEvent } from 'react';
import { useFormFields } from '@/lib/use-form-fields';
import { CheckoutField } from './checkout-field';
import { useCheckoutAccount } from './use-checkout-account';

interface Props {
  defaultEmail?: string;
  defaultName?: string;
}

/** Step 1 of the embedded checkout for a visitor: create the account or sign in, without leaving the page. */
export function CheckoutAccount({ defaultEmail = '', defaultName = '' }: Props) {
  const { mode, setMode, busy, errors, setErrors, submit } = useCheckoutAccount();
  const { values, field } = useFormFields({
    accountName: defaultName,
    accountEmail: defaultEmail,
    accountPassword: '',
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await submit(values.accountName, values.accountEmail, values.accountPassword);
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
        <CheckoutField
          full
          label="Nome"
          error={errors.name}
          autoComplete="name"
          maxLength={80}
          {...field('accountName')}
        />
      ) : null}
      <CheckoutField
        full
        label="E-mail"
        error={errors.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        {...field('accountEmail')}
      />
      <CheckoutField
        full
        label={mode === 'create' ? 'Crie uma senha' : 'Senha'}
        error={errors.password}
        type="password"
        autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
        maxLength={256}
        {...field('accountPassword')}
      />
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
