import { CheckoutField } from './checkout-field';
import type { useCheckoutAccount } from './use-checkout-account';

interface Props {
  account: ReturnType<typeof useCheckoutAccount>;
  password: string;
  onPassword: (v: string) => void;
}

/**
 * A visitor's password in step 1: a new account, or the one the e-mail already has. The toggle between the two
 * sits apart from the field, so the field's accessible name is its label only.
 */
export function AccountPasswordField({ account, password, onPassword }: Props) {
  const creating = account.mode === 'create';
  return (
    <>
      <CheckoutField
        full
        label={creating ? 'Crie uma senha para sua conta' : 'Senha da sua conta'}
        error={account.errors.password}
        hint={
          creating
            ? 'Com ela você acessa as aulas depois da compra (mínimo de 6 caracteres).'
            : 'Este e-mail já tem conta.'
        }
        name="password"
        type="password"
        autoComplete={creating ? 'new-password' : 'current-password'}
        maxLength={256}
        value={password}
        onChange={(e) => {
          onPassword(e.target.value);
          if (account.errors.password) account.setErrors({});
        }}
      />
      <p className="co-muted co-field--full co-account__switch">
        <button
          type="button"
          className="co-link"
          onClick={() => {
            account.setMode(creating ? 'login' : 'create');
            account.setErrors({});
          }}
        >
          {creating ? 'Já tenho conta' : 'Criar uma conta nova'}
        </button>
      </p>
    </>
  );
}
