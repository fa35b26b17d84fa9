import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Course, PaymentConfigResponse, PixResponse } from '@sinais/shared';
import { paidReceiptPath } from '@/lib/checkout-paths';
import { useSessionStore } from '@/lib/session';
import { MercadoPagoCardBrick } from './mp-card-brick';
import { PaymentAlert } from './payment-alert';
import { PaymentTabs, type PaymentMethod } from './payment-tabs';
import { PixPayment } from './pix-payment';
import { PurchaseConflict } from './purchase-conflict';
import { SandboxCardForm } from './sandbox-card-form';
import { SecureNote } from './secure-note';
import { useCardPayment, type ApprovedPayment } from './use-card-payment';
import { usePaymentFeedback, type LogLevel } from './use-payment-feedback';

export interface Payer {
  email?: string;
  name?: string;
  cpf?: string;
}

/** What the page embedding the checkout says about the buyer and the way on: passed through to the payment. */
export interface BuyerOptions {
  /** Pre-fills the payer (two-step checkout). */
  payer?: Payer;
  onApproved?: (result: ApprovedPayment) => void;
  onLog?: (level: LogLevel, message: string) => void;
  /** Where the receipt shown after a Pix approval leads on (default: the course's first lesson). */
  afterPixPath?: string;
  /** Opens on Pix (a pending card was just cancelled to pay this way). */
  pixFirst?: boolean;
}

interface Props extends BuyerOptions {
  course: Course;
  courses: Record<string, Course>;
  config: PaymentConfigResponse['config'];
  header: ReactNode;
}

/** The Pix payer built from the two-step checkout's data (the CPF as digits). */
function pixPayer(payer: Payer | undefined) {
  if (!payer?.email && !payer?.cpf) return {};
  return {
    payer: {
      ...(payer.email ? { email: payer.email } : {}),
      ...(payer.cpf ? { identification: { type: 'CPF', number: payer.cpf.replace(/\D/g, '') } } : {}),
    },
  };
}

/** The payment form of a signed-in buyer: card (sandbox form or Mercado Pago's brick) or Pix, with its messages. */
export function PaymentPanel({
  course,
  courses,
  config,
  header,
  payer,
  onApproved,
  onLog,
  afterPixPath,
  pixFirst = false,
}: Props) {
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>(pixFirst ? 'pix' : 'card');
  const feedback = usePaymentFeedback(onLog);
  const { message, failure, conflict, say, setConflict, showConflict } = feedback;
  const card = useCardPayment({ course, hasPayer: payer !== undefined, feedback, onApproved });

  // The receipt first, then the course: the buyer sees what was paid before the lesson opens.
  const pixApproved = useCallback(
    (pix: PixResponse) => {
      onApproved?.({ payment_id: pix.payment_id, external_reference: pix.external_reference, method: 'pix' });
      const first = courses[pix.course_id]?.lessons[0];
      navigate(
        paidReceiptPath(pix.purchase_id, afterPixPath ?? (first ? `/aula/${first}` : '/vitrine-alunos')),
      );
    },
    [courses, navigate, onApproved, afterPixPath],
  );

  const email = payer?.email ?? user?.email ?? '';
  const onError = (m: string) => say('error', m);
  return (
    <section className="co-box" aria-label={`Pagamento: ${course.name}`}>
      {header}
      <PaymentTabs method={method} onChange={setMethod} disabled={card.processing} />
      <PaymentAlert message={message} failure={failure} />
      {conflict ? (
        <PurchaseConflict
          conflict={conflict}
          onCancelled={(text, next) => {
            setConflict(null);
            if (next === 'pix') setMethod('pix');
            // 'info', not 'success': a success message locks the form (it means "paid").
            say('info', text);
          }}
          onError={onError}
        />
      ) : null}
      {method === 'pix' ? (
        <PixPayment
          courseId={course.id}
          amountCents={course.price_cents}
          {...pixPayer(payer)}
          onApproved={pixApproved}
          onMessage={say}
          onConflict={showConflict}
        />
      ) : config.mode === 'sandbox' ? (
        <SandboxCardForm
          amountCents={course.price_cents}
          courseId={course.id}
          description={course.name}
          defaultEmail={email}
          {...(payer?.cpf ? { defaultCpf: payer.cpf } : {})}
          disabled={card.processing || message?.tone === 'success'}
          onSubmit={card.submit}
          onError={onError}
        />
      ) : (
        <MercadoPagoCardBrick
          publicKey={config.public_key}
          amountCents={course.price_cents}
          courseId={course.id}
          description={course.name}
          payerEmail={email}
          onSubmit={card.submit}
          onError={onError}
        />
      )}
      <SecureNote mercadoPago={config.mode === 'mercadopago'} />
    </section>
  );
}
