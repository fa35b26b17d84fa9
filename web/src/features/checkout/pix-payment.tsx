import { useEffect, useRef, useState } from 'react';
import { formatCents, type OpenPurchaseConflict, type PixResponse } from '@sinais/shared';
import { onUserEvent, startRealtime } from '@/lib/socket';
import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '@/lib/api';
import { courseIdOf, purchaseConflictOf, serverMessageOr } from './api';
import { PixWaiting } from './pix-waiting';
import { usePixStatus } from './queries';
import type { Tone } from './use-payment-feedback';

interface Props {
  courseId: string;
  amountCents: number;
  payer?: {
    email?: string;
    first_name?: string;
    last_name?: string;
    identification?: { type: string; number: string };
  };
  onApproved: (pix: PixResponse) => void;
  onMessage: (tone: Tone, text: string) => void;
  /** The course is already paid or being paid (409): the checkout shows which purchase holds it. */
  onConflict?: (conflict: OpenPurchaseConflict) => void;
}

type PixState = 'waiting' | 'approved' | 'failed';

/**
 * Waits for the Pix's approval: the live `payment:updated` of the buyer's own room (sent as soon as the webhook is
 * applied) or the 2 s status poll, whichever comes first; a rejection (expired) ends the wait.
 */
function usePixOutcome(
  pix: PixResponse | null,
  onApproved: Props['onApproved'],
  onMessage: Props['onMessage'],
) {
  const [state, setState] = useState<PixState>('waiting');
  const done = useRef(false);
  const status = usePixStatus(pix && state === 'waiting' ? pix.payment_id : null).data;

  useEffect(() => {
    done.current = false;
    setState('waiting');
  }, [pix]);

  useEffect(() => {
    if (!pix || state !== 'waiting') return;
    const finish = () => {
      if (done.current) return;
      done.current = true;
      setState('approved');
      onMessage('success', 'Pagamento aprovado com sucesso!');
      onApproved(pix);
    };
    if (status?.status === 'approved') finish();
    else if (status?.status === 'rejected' && !done.current) {
      done.current = true;
      setState('failed');
      onMessage(
        'error',
        status.status_detail === 'expired' ? 'O Pix expirou. Gere um novo código.' : 'Pagamento não aprovado',
      );
    }
    startRealtime();
    return onUserEvent((env) => {
      if (
        env.type === 'payment:updated' &&
        env.data.payment_id === pix.payment_id &&
        env.data.status === 'approved'
      )
        finish();
    });
  }, [pix, state, status, onApproved, onMessage]);

  return state;
}

/** Pix: QR code and copy-paste code, then waits for approval (live event or a 2 s status poll, whichever first). */
export function PixPayment({ courseId, amountCents, payer, onApproved, onMessage, onConflict }: Props) {
  const generate = useMutation({
    mutationFn: () =>
      callApi(api.payments.pix, { body: { course_id: courseIdOf(courseId), ...(payer ? { payer } : {}) } }),
    onSuccess: () =>
      onMessage(
        'info',
        'Escaneie o QR Code ou copie o código Pix. A liberação é automática assim que o pagamento for confirmado.',
      ),
    onError: (err) => {
      const c = purchaseConflictOf(err);
      if (c && onConflict) onConflict(c);
      else onMessage('error', serverMessageOr(err, 'Erro ao processar pagamento'));
    },
  });
  const pix = generate.data ?? null;
  const state = usePixOutcome(pix, onApproved, onMessage);

  if (!pix || state === 'failed') {
    return (
      <div className="co-pix co-pix--start">
        <p className="co-muted">
          Pague {formatCents(amountCents)} à vista com Pix. O acesso é liberado em segundos, direto na sua
          conta.
        </p>
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          onClick={() => generate.mutate()}
          disabled={generate.isPending}
        >
          {generate.isPending ? 'Gerando QR Code...' : 'Gerar QR Code Pix'}
        </button>
      </div>
    );
  }
  return <PixWaiting pix={pix} approved={state === 'approved'} onMessage={onMessage} />;
}
