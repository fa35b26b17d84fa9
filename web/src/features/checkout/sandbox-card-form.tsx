import { useState, type FormEvent } from 'react';
import { formatCents, MAX_INSTALLMENTS } from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { checkoutApi, type CardPaymentPayload } from './api';
import {
  EMAIL_PATTERN,
  FIELD_MAX,
  isValidCardNumber,
  isValidCpf,
  maskCardNumber,
  maskCpf,
  maskExpiry,
} from './masks';

export const CARD_NUMBER_INVALID = 'Número do cartão inválido';

interface Props {
  amountCents: number;
  courseId: string;
  description: string;
  defaultEmail: string;
  defaultCpf?: string;
  disabled: boolean;
  onSubmit: (payload: CardPaymentPayload) => Promise<void>;
  onError: (message: string) => void;
}

const TEST_NAMES = ['APRO', 'CONT', 'FUND', 'SECU', 'EXPI', 'CALL', 'FORM', 'OTHE'];

/** The sandbox's card form: tokenises like Mercado Pago (POST card-tokens → { id }) so process-card is the same in both modes. */
export function SandboxCardForm({
  amountCents,
  courseId,
  description,
  defaultEmail,
  defaultCpf,
  disabled,
  onSubmit,
  onError,
}: Props) {
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [cpf, setCpf] = useState(defaultCpf ? maskCpf(defaultCpf) : '');
  const [email, setEmail] = useState(defaultEmail);
  const [installments, setInstallments] = useState(1);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const fill = (holder: string) => {
    setNumber('5031 4332 1540 6351');
    setName(holder);
    setExpiry('11/30');
    setCvv('123');
    if (!cpf) setCpf('123.456.789-09');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    const digits = number.replace(/\D/g, '');
    const [mm, yy] = expiry.split('/');
    if (!isValidCardNumber(digits)) errs.number = CARD_NUMBER_INVALID;
    if (name.trim().length < 2) errs.name = 'Informe o nome impresso no cartão';
    if (!mm || !yy || Number(mm) < 1 || Number(mm) > 12 || yy.length !== 2) errs.expiry = 'Validade inválida';
    if (!/^\d{3,4}$/.test(cvv)) errs.cvv = 'CVV inválido';
    if (!isValidCpf(cpf)) errs.cpf = 'CPF inválido';
    if (!EMAIL_PATTERN.test(email.trim())) errs.email = 'E-mail inválido';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    try {
      const token = await checkoutApi.sandboxCardToken({
        card_number: digits,
        cardholder_name: name.trim(),
        expiration_month: Number(mm),
        expiration_year: 2000 + Number(yy),
        security_code: cvv,
        identification: { type: 'CPF', number: cpf.replace(/\D/g, '') },
      });
      await onSubmit({
        token: token.id,
        payment_method_id: token.payment_method_id,
        transaction_amount: amountCents / 100,
        installments,
        description,
        payer: { email: email.trim(), identification: { type: 'CPF', number: cpf.replace(/\D/g, '') } },
        course_id: courseId,
      });
    } catch (err) {
      onError(
        err instanceof HttpError && err.serverMessage
          ? err.serverMessage
          : 'Erro no formulário de pagamento. Tente novamente.',
      );
    } finally {
      setBusy(false);
    }
  };

  const per = (n: number) => formatCents(Math.round(amountCents / n));

  return (
    <form className="co-card-form" onSubmit={submit} noValidate aria-label="Pagamento com cartão">
      <div className="co-sandbox-note" role="note">
        <strong>Ambiente de teste</strong> — nenhuma cobrança real. Use o cartão 5031 4332 1540 6351 e, no
        nome, o resultado desejado:
        <div className="co-sandbox-names">
          {TEST_NAMES.map((n) => (
            <button
              key={n}
              type="button"
              className="co-chip"
              onClick={() => fill(n)}
              disabled={disabled || busy}
            >
              {n}
            </button>
          ))}
        </div>
      </div>
      <label className="co-field co-field--full">
        <span>Número do cartão</span>
        <input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          maxLength={23}
          value={number}
          onChange={(e) => {
            const masked = maskCardNumber(e.target.value);
            setNumber(masked);
            // Inline as soon as a full-length number fails the check digit; cleared when it is fixed.
            const digits = masked.replace(/\D/g, '');
            setErrors((er) => {
              const { number: _n, ...rest } = er;
              return digits.length >= 16 && !isValidCardNumber(digits)
                ? { ...rest, number: CARD_NUMBER_INVALID }
                : rest;
            });
          }}
          onBlur={() => {
            const digits = number.replace(/\D/g, '');
            if (digits.length > 0 && !isValidCardNumber(digits))
              setErrors((er) => ({ ...er, number: CARD_NUMBER_INVALID }));
          }}
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
      <label className="co-field co-field--full">
        <span>Nome impresso no cartão</span>
        <input
          autoComplete="cc-name"
          placeholder="Como está no cartão"
          maxLength={FIELD_MAX.cardholder}
          value={name}
          onChange={(e) => setName(e.target.value.toUpperCase())}
          aria-invalid={!!errors.name}
          name="cardholderName"
        />
        {errors.name ? <small className="co-error">{errors.name}</small> : null}
      </label>
      <label className="co-field">
        <span>Validade</span>
        <input
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          value={expiry}
          onChange={(e) => setExpiry(maskExpiry(e.target.value))}
          aria-invalid={!!errors.expiry}
          name="cardExpiration"
        />
        {errors.expiry ? <small className="co-error">{errors.expiry}</small> : null}
      </label>
      <label className="co-field">
        <span>CVV</span>
        <input
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvv}
          onChange={(e) => setCvv(e.target.value.replace(/\D/g, '').slice(0, 4))}
          aria-invalid={!!errors.cvv}
          name="securityCode"
        />
        {errors.cvv ? <small className="co-error">{errors.cvv}</small> : null}
      </label>
      <label className="co-field">
        <span>CPF do titular</span>
        <input
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
          value={cpf}
          onChange={(e) => setCpf(maskCpf(e.target.value))}
          aria-invalid={!!errors.cpf}
          name="identificationNumber"
        />
        {errors.cpf ? <small className="co-error">{errors.cpf}</small> : null}
      </label>
      <label className="co-field">
        <span>E-mail</span>
        <input
          type="email"
          autoComplete="email"
          maxLength={FIELD_MAX.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={!!errors.email}
          name="email"
        />
        {errors.email ? <small className="co-error">{errors.email}</small> : null}
      </label>
      <label className="co-field co-field--full">
        <span>Parcelas</span>
        <select
          value={installments}
          onChange={(e) => setInstallments(Number(e.target.value))}
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
