import type { InputHTMLAttributes } from 'react';
import { formatCents, MAX_INSTALLMENTS } from '@sinais/shared';
import { FIELD_MAX, maskCpf, maskExpiry } from './masks';
import { useSandboxCard, type SandboxCardOptions } from './use-sandbox-card';

interface Props extends SandboxCardOptions {
  disabled: boolean;
}

const TEST_NAMES = ['APRO', 'CONT', 'FUND', 'SECU', 'EXPI', 'CALL', 'FORM', 'OTHE'];

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error: string | undefined;
  full?: boolean;
}

function CardField({ label, error, full, ...input }: FieldProps) {
  return (
    <label className={full ? 'co-field co-field--full' : 'co-field'}>
      <span>{label}</span>
      <input {...input} aria-invalid={!!error} />
      {error ? <small className="co-error">{error}</small> : null}
    </label>
  );
}

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
  return (
    <form className="co-card-form" onSubmit={submit} noValidate aria-label="Pagamento com cartão">
      <SandboxNote onFill={fill} disabled={disabled || busy} />
      <label className="co-field co-field--full">
        <span>Número do cartão</span>
        <input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          maxLength={23}
          value={card.number}
          onChange={(e) => setNumber(e.target.value)}
          onBlur={blurNumber}
          aria-invalid={!!errors.number}
          aria-describedby={errors.number ? 'card-number-error' : undefined}
          name="cardNumber"
        />
        {errors.number ? (
          <small className="co-error" id="card-number-error" role="alert">
            {errors.number}
          </small>
        ) : null}
      </label>
      <CardField
        full
        label="Nome impresso no cartão"
        error={errors.name}
        autoComplete="cc-name"
        placeholder="Como está no cartão"
        maxLength={FIELD_MAX.cardholder}
        value={card.name}
        onChange={(e) => set('name', e.target.value.toUpperCase())}
        name="cardholderName"
      />
      <CardField
        label="Validade"
        error={errors.expiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/AA"
        value={card.expiry}
        onChange={(e) => set('expiry', maskExpiry(e.target.value))}
        name="cardExpiration"
      />
      <CardField
        label="CVV"
        error={errors.cvv}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        value={card.cvv}
        onChange={(e) => set('cvv', e.target.value.replace(/\D/g, '').slice(0, 4))}
        name="securityCode"
      />
      <CardField
        label="CPF do titular"
        error={errors.cpf}
        inputMode="numeric"
        placeholder="000.000.000-00"
        maxLength={14}
        value={card.cpf}
        onChange={(e) => set('cpf', maskCpf(e.target.value))}
        name="identificationNumber"
      />
      <CardField
        label="E-mail"
        error={errors.email}
        type="email"
        autoComplete="email"
        maxLength={FIELD_MAX.email}
        value={card.email}
        onChange={(e) => set('email', e.target.value)}
        name="email"
      />
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
