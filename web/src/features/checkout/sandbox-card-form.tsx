import type { ChangeEvent } from 'react';
import { formatCents, MAX_INSTALLMENTS } from '@sinais/shared';
import { CheckoutEmailField, CheckoutField } from './checkout-field';
import { FIELD_MAX, maskCpf, maskExpiry } from './masks';
import { useSandboxCard, type CardErrors, type SandboxCardOptions } from './use-sandbox-card';

interface Props extends SandboxCardOptions {
  disabled: boolean;
}

const TEST_NAMES = ['APRO', 'CONT', 'FUND', 'SECU', 'EXPI', 'CALL', 'FORM', 'OTHE'];

function SandboxNote({ onFill, disabled }: { onFill: (holder: string) => void; disabled: boolean }) {
  return (
    <div className="co-sandbox-note" role="note">
      <strong>Ambiente de teste</strong> — nenhuma cobrança real. Use o cartão 5031 4332 1540 6351 e, no nome,
      o resultado desejado:
      <div className="co-sandbox-names">
        {TEST_NAMES.map((n) => (
          <button key={n} type="button" className="co-chip" onClick={() => onFill(n)} disabled={disabled}>
            {n}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The sandbox's card form: tokenises like Mercado Pago (POST card-tokens → { id }) so process-card is the same in both modes. */
export function SandboxCardForm({ disabled, ...options }: Props) {
  const { card, set, setNumber, blurNumber, errors, fill, submit, busy } = useSandboxCard(options);
  const { amountCents } = options;
  const per = (n: number) => formatCents(Math.round(amountCents / n));
  /** A text field's value, error and edits, each edit put through the field's mask. */
  const bind = (key: Exclude<keyof CardErrors, 'number'>, mask = (typed: string) => typed) => ({
    error: errors[key],
    value: card[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, mask(e.target.value)),
  });
  return (
    <form className="co-card-form" onSubmit={submit} noValidate aria-label="Pagamento com cartão">
      <SandboxNote onFill={fill} disabled={disabled || busy} />
      <CheckoutField
        full
        label="Número do cartão"
        error={errors.number}
        liveErrorId="card-number-error"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={23}
        value={card.number}
        onChange={(e) => setNumber(e.target.value)}
        onBlur={blurNumber}
        name="cardNumber"
      />
      <CheckoutField
        full
        label="Nome impresso no cartão"
        autoComplete="cc-name"
        placeholder="Como está no cartão"
        maxLength={FIELD_MAX.cardholder}
        {...bind('name', (typed) => typed.toUpperCase())}
        name="cardholderName"
      />
      <CheckoutField
        label="Validade"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/AA"
        {...bind('expiry', maskExpiry)}
        name="cardExpiration"
      />
      <CheckoutField
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        {...bind('cvv', (typed) => typed.replace(/\D/g, '').slice(0, 4))}
        name="securityCode"
      />
      <CheckoutField
        label="CPF do titular"
        inputMode="numeric"
        placeholder="000.000.000-00"
        maxLength={14}
        {...bind('cpf', maskCpf)}
        name="identificationNumber"
      />
      <CheckoutEmailField {...bind('email')} name="email" />
      <label className="co-field co-field--full">
        <span>Parcelas</span>
        <select
          value={card.installments}
          onChange={(e) => set('installments', Number(e.target.value))}
          name="installments"
        >
          {Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === 1 ? `1x de ${per(1)} à vista` : `${n}x de ${per(n)} sem juros`}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block co-field--full"
        disabled={disabled || busy}
      >
        {busy ? 'Processando...' : `Pagar ${formatCents(amountCents)}`}
      </button>
    </form>
  );
}
