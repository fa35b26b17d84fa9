import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Course, PaymentResult } from '@sinais/shared';
import { useSessionStore } from '@/lib/session';
import { useMutation } from '@tanstack/react-query';
import {
  processCard,
  purchaseConflictOf,
  saveCustomer,
  serverMessageOr,
  type CardPaymentPayload,
} from './api';
import type { PaymentFeedback } from './use-payment-feedback';

const REDIRECT_MS = 2000;

export interface ApprovedPayment {
  payment_id: string;
  external_reference: string;
  method: 'card' | 'pix';
}

interface Options {
  course: Course;
  /** Set by the two-step checkout, which saves the customer record itself. */
  hasPayer: boolean;
  feedback: PaymentFeedback;
  onApproved?: ((result: ApprovedPayment) => void) | undefined;
}

/** Pays by card (POST process-card) and says what happened; approved and pending payments lead to their page. */
export function useCardPayment({ course, hasPayer, feedback, onApproved }: Options) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const { say, log, setFailure, setConflict, showConflict } = feedback;

  const onResult = (result: PaymentResult) => {
    log(
      'info',
      `Resposta do pagamento: ${result.status}${result.status_detail ? ` (${result.status_detail})` : ''}`,
    );
    const q = new URLSearchParams({
      payment_id: result.payment_id,
      status: result.status,
      external_reference: result.external_reference,
    });
    if (result.status === 'approved') {
      say('success', 'Pagamento aprovado com sucesso!');
      onApproved?.({
        payment_id: result.payment_id,
        external_reference: result.external_reference,
        method: 'card',
      });
      timer.current = setTimeout(() => navigate(`/payment/success?${q}`), REDIRECT_MS);
    } else if (result.status === 'in_process' || result.status === 'pending') {
      say('info', result.message);
      timer.current = setTimeout(() => navigate(`/payment/pending?${q}`), REDIRECT_MS);
    } else {
      setFailure(result);
      say('error', result.message || 'Pagamento não aprovado');
    }
  };

  const onError = (err: unknown) => {
    const c = purchaseConflictOf(err);
    if (c) {
      showConflict(c);
      log('error', c.message);
    } else say('error', serverMessageOr(err, 'Erro ao processar pagamento'));
  };

  const mutation = useMutation({ mutationFn: processCard, onSuccess: onResult, onError });

  const submit = async (payload: CardPaymentPayload) => {
    setFailure(null);
    setConflict(null);
    say('info', 'Processando pagamento...');
    if (!hasPayer) saveCardCustomer(payload, course, () => log('error', 'Erro ao salvar dados do cliente'));
    await mutation.mutateAsync(payload).catch(() => undefined);
  };

  return { submit, processing: mutation.isPending } as const;
}

/** Card-form variant of the customer record (spec 001 §3); a failure is only logged. */
function saveCardCustomer(payload: CardPaymentPayload, course: Course, onFail: () => void) {
  const [firstName = '', ...rest] = (useSessionStore.getState().user?.name ?? '').trim().split(/\s+/);
  void saveCustomer({
    email: payload.payer.email,
    firstName,
    lastName: rest.join(' '),
    identification: payload.payer.identification,
    courseId: course.id,
    courseName: course.name,
    coursePrice: course.price,
    paymentMethod: 'credit_card',
    source: 'checkout-card-form',
    timestamp: new Date().toISOString(),
  }).catch(onFail);
}
