import type { useCheckoutAccount } from './use-checkout-account';

interface Props {
  account: ReturnType<typeof useCheckoutAccount>;
  password: string;
  onPassword: (v: string) => void;
}

/** A visitor's password in step 1: a new account, or the one the e-mail already has. */
export function AccountPasswordField({ account, password, onPassword }: Props) {
  return (
    <label className="co-field co-field--full">
      <span>{account.mode === 'create' ? 'Crie uma senha para sua conta' : 'Senha da sua conta'}</span>
      <input
        name="password"
        type="password"
        autoComplete={account.mode === 'create' ? 'new-password' : 'current-password'}
        maxLength={256}
        value={password}
        onChange={(e) => {
          onPassword(e.target.value);
          if (account.errors.password) account.setErrors({});
        }}
        aria-invalid={!!account.errors.password}
      />
      {account.errors.password ? (
        <small className="co-error">{account.errors.password}</small>
      ) : (
        <small className="co-muted">
          {account.mode === 'create'
            ? 'Com ela você acessa as aulas depois da compra (mínimo de 6 caracteres).'
            : 'Este e-mail já tem conta.'}{' '}
          <button
            type="button"
            className="co-link"
            onClick={() => {
              account.setMode(account.mode === 'create' ? 'login' : 'create');
              account.setErrors({});
            }}
          >
            {account.mode === 'create' ? 'Já tenho conta' : 'Criar uma conta nova'}
          </button>
        </small>
      )}
    </label>
  );
}
