import { useId, type FormEvent } from 'react';
import type { SavedCustomer } from '@sinais/shared';
import { AccountPasswordField } from './account-password-field';
import { CheckoutField } from './checkout-field';
import { CheckoutSubmit } from './checkout-submit';
import {
  BRAZILIAN_STATES,
  FIELD_MAX,
  maskCep,
  maskCpf,
  maskPhone,
  type CustomerData,
  type CustomerErrors,
} from './masks';
import { SavedCustomerOffer } from './saved-customer-offer';
import type { useCheckoutAccount } from './use-checkout-account';

interface Props {
  data: CustomerData;
  errors: CustomerErrors;
  onChange: (k: keyof CustomerData, v: string) => void;
  signedIn: boolean;
  account: ReturnType<typeof useCheckoutAccount>;
  password: string;
  onPassword: (v: string) => void;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  /** The last purchase's data, offered until used. */
  saved: SavedCustomer | null;
  onUseSaved: () => void;
  /** The CPF kept from the last purchase (masked), instead of the field; null when typed here. */
  cpfOnFile: string | null;
  onEditCpf: () => void;
  /** A visitor identified by e-mail first: the e-mail is fixed here, and this goes back to change it. */
  onChangeEmail?: (() => void) | undefined;
}

/** Step 1 of the two-step checkout: who is buying (and, for a visitor, the account) before the payment. */
export function CustomerForm(p: Props) {
  const { data, errors } = p;
  const field = (
    k: keyof CustomerData,
    label: string,
    props: Record<string, unknown> = {},
    mask?: (v: string) => string,
  ) => (
    <CheckoutField
      full={k === 'name' || k === 'email'}
      label={label}
      error={errors[k]}
      name={k}
      value={data[k]}
      onChange={(e) => p.onChange(k, mask ? mask(e.target.value) : e.target.value)}
      {...props}
    />
  );
  const stateId = useId();

  return (
    <form className="co-form" onSubmit={p.onSubmit} noValidate aria-label="Dados pessoais">
      {p.saved ? <SavedCustomerOffer saved={p.saved} onUse={p.onUseSaved} /> : null}
      {field('name', 'Nome', {
        autoComplete: 'name',
        placeholder: 'Seu nome completo',
        maxLength: FIELD_MAX.name,
      })}
      {field('email', 'E-mail', {
        type: 'email',
        autoComplete: 'email',
        placeholder: 'voce@exemplo.com',
        maxLength: FIELD_MAX.email,
        readOnly: p.signedIn || Boolean(p.onChangeEmail),
      })}
      {p.onChangeEmail ? (
        <p className="co-muted co-field--full co-account__switch">
          <button type="button" className="co-link" onClick={p.onChangeEmail}>
            Usar outro e-mail
          </button>
        </p>
      ) : null}
      {!p.signedIn ? (
        <AccountPasswordField account={p.account} password={p.password} onPassword={p.onPassword} />
      ) : null}
      {field(
        'phone',
        'Telefone',
        { inputMode: 'tel', autoComplete: 'tel', placeholder: '(11) 99999-9999', maxLength: 15 },
        maskPhone,
      )}
      {p.cpfOnFile ? (
        <div className="co-field">
          <span>CPF</span>
          <div className="co-cpf-file" data-testid="cpf-on-file">
            <strong>{p.cpfOnFile}</strong>
            <button type="button" className="co-link" onClick={p.onEditCpf}>
              Usar outro CPF
            </button>
          </div>
          <small className="co-muted">O da sua última compra.</small>
        </div>
      ) : (
        field('cpf', 'CPF', { inputMode: 'numeric', placeholder: '000.000.000-00', maxLength: 14 }, maskCpf)
      )}
      {field(
        'zipCode',
        'CEP',
        { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: '00000-000', maxLength: 9 },
        maskCep,
      )}
      {field('city', 'Cidade', { autoComplete: 'address-level2', maxLength: FIELD_MAX.city })}
      <div className="co-field co-field--full">
        <label htmlFor={stateId}>Estado</label>
        <select
          id={stateId}
          name="state"
          value={data.state}
          onChange={(e) => p.onChange('state', e.target.value)}
          aria-invalid={!!errors.state}
          aria-describedby={errors.state ? `${stateId}-nota` : undefined}
        >
          <option value="">Selecione</option>
          {BRAZILIAN_STATES.map(([uf, name]) => (
            <option key={uf} value={uf}>
              {uf} — {name}
            </option>
          ))}
        </select>
        {errors.state ? (
          <small className="co-error" id={`${stateId}-nota`}>
            {errors.state}
          </small>
        ) : null}
      </div>
      <CheckoutSubmit busy={p.busy} busyLabel="Salvando..." error={p.account.errors.form}>
        Continuar para o pagamento
      </CheckoutSubmit>
    </form>
  );
}
