import type { FormEvent } from 'react';
import { useFormFields } from '@/lib/use-form-fields';
import { CheckoutEmailField, CheckoutField } from './checkout-field';
import { CheckoutSubmit } from './checkout-submit';
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
      <CheckoutEmailField full error={errors.email} {...field('accountEmail')} />
      <CheckoutField
        full
        label={mode === 'create' ? 'Crie uma senha' : 'Senha'}
        error={errors.password}
        type="password"
        autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
        maxLength={256}
        {...field('accountPassword')}
      />
      <CheckoutSubmit busy={busy} error={errors.form}>
        {mode === 'create' ? 'Criar conta e continuar' : 'Entrar e continuar'}
      </CheckoutSubmit>
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
