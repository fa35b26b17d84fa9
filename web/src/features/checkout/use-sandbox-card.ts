import { useState, type FormEvent } from 'react';
import { isValidCardNumber } from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { useMutation } from '@tanstack/react-query';
import { serverMessageOr, type CardPaymentPayload } from './api';
import { EMAIL_PATTERN, isValidCpf, maskCardNumber, maskCpf } from './masks';

export const CARD_NUMBER_INVALID = 'Número do cartão inválido';

export interface SandboxCardOptions {
  amountCents: number;
  courseId: string;
  description: string;
  defaultEmail: string;
  defaultCpf?: string | undefined;
  onSubmit: (payload: CardPaymentPayload) => Promise<void>;
  onError: (message: string) => void;
}

export interface CardFields {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
  cpf: string;
  email: string;
  installments: number;
}

export type CardErrors = Partial<Record<'number' | 'name' | 'expiry' | 'cvv' | 'cpf' | 'email', string>>;

const digitsOf = (s: string) => s.replace(/\D/g, '');

function validate(card: CardFields): CardErrors {
  const errs: CardErrors = {};
  const [mm, yy] = card.expiry.split('/');
  if (!isValidCardNumber(digitsOf(card.number))) errs.number = CARD_NUMBER_INVALID;
  if (card.name.trim().length < 2) errs.name = 'Informe o nome impresso no cartão';
  if (!mm || !yy || Number(mm) < 1 || Number(mm) > 12 || yy.length !== 2) errs.expiry = 'Validade inválida';
  if (!/^\d{3,4}$/.test(card.cvv)) errs.cvv = 'CVV inválido';
  if (!isValidCpf(card.cpf)) errs.cpf = 'CPF inválido';
  if (!EMAIL_PATTERN.test(card.email.trim())) errs.email = 'E-mail inválido';
  return errs;
}

/** The sandbox card form's fields, their checks and the payment: tokenise (POST card-tokens), then pay. */
export function useSandboxCard(o: SandboxCardOptions) {
  const [card, setCard] = useState<CardFields>({
    number: '',
    name: '',
    expiry: '',
    cvv: '',
    cpf: o.defaultCpf ? maskCpf(o.defaultCpf) : '',
    email: o.defaultEmail,
    installments: 1,
  });
  const [errors, setErrors] = useState<CardErrors>({});
  const set = <K extends keyof CardFields>(k: K, v: CardFields[K]) => setCard((c) => ({ ...c, [k]: v }));

  const fill = (holder: string) =>
    setCard((c) => ({
      ...c,
      number: '5031 4332 1540 6351',
      name: holder,
      expiry: '11/30',
      cvv: '123',
      cpf: c.cpf || '123.456.789-09',
    }));

  /** The number, masked; wrong inline as soon as a full-length number fails the check digit, cleared when fixed. */
  const setNumber = (typed: string) => {
    const masked = maskCardNumber(typed);
    set('number', masked);
    const digits = digitsOf(masked);
    setErrors(({ number: _n, ...rest }) =>
      digits.length >= 16 && !isValidCardNumber(digits) ? { ...rest, number: CARD_NUMBER_INVALID } : rest,
    );
  };
  const blurNumber = () => {
    const digits = digitsOf(card.number);
    if (digits.length > 0 && !isValidCardNumber(digits))
      setErrors((er) => ({ ...er, number: CARD_NUMBER_INVALID }));
  };

  const pay = useMutation({
    mutationFn: async (c: CardFields) => {
      const [mm, yy] = c.expiry.split('/');
      const identification = { type: 'CPF', number: digitsOf(c.cpf) };
      const token = await callApi(api.payments.sandboxCardToken, {
        body: {
          card_number: digitsOf(c.number),
          cardholder_name: c.name.trim(),
          expiration_month: Number(mm),
          expiration_year: 2000 + Number(yy),
          security_code: c.cvv,
          identification,
        },
      });
      await o.onSubmit({
        token: token.id,
        payment_method_id: token.payment_method_id,
        transaction_amount: o.amountCents / 100,
        installments: c.installments,
        description: o.description,
        payer: { email: c.email.trim(), identification },
        course_id: o.courseId,
      });
    },
    onError: (err) => o.onError(serverMessageOr(err, 'Erro no formulário de pagamento. Tente novamente.')),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(card);
    setErrors(errs);
    if (Object.keys(errs).length === 0) pay.mutate(card);
  };

  return { card, set, setNumber, blurNumber, errors, fill, submit, busy: pay.isPending } as const;
}
