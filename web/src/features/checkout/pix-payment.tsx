import { useEffect, useRef, useState } from 'react';
import { formatCents, type OpenPurchaseConflict, type PixResponse } from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { onUserEvent, startRealtime } from '@/lib/socket';
import { checkoutApi, purchaseConflictOf } from './api';

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
  onMessage: (tone: 'success' | 'error' | 'info', text: string) => void;
  /** The course is already paid or being paid (409): the checkout shows which purchase holds it. */
  onConflict?: (conflict: OpenPurchaseConflict) => void;
}

const POLL_MS = 2000;

function useCountdown(until: string | null) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!until) return;
    const tick = () => setLeft(Math.max(0, Math.floor((Date.parse(until) - Date.now()) / 1000)));
    tick();
    const t = setInterval(tick, 1000);
    return () => clearInterval(t);
  }, [until]);
  return left;
}

/** Pix: QR code and copy-paste code, then waits for approval (live event or a 2 s status poll, whichever first). */
export function PixPayment({ courseId, amountCents, payer, onApproved, onMessage, onConflict }: Props) {
  const [pix, setPix] = useState<PixResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [state, setState] = useState<'idle' | 'waiting' | 'approved' | 'failed'>('idle');
  const done = useRef(false);
  const left = useCountdown(pix?.expires_at ?? null);

  const generate = async () => {
    setBusy(true);
    try {
      const res = await checkoutApi.pix(courseId, payer);
      setPix(res);
      setState('waiting');
      done.current = false;
      onMessage(
        'info',
        'Escaneie o QR Code ou copie o código Pix. A liberação é automática assim que o pagamento for confirmado.',
      );
    } catch (err) {
      const c = purchaseConflictOf(err);
      if (c && onConflict) onConflict(c);
      else
        onMessage(
          'error',
          err instanceof HttpError && err.serverMessage ? err.serverMessage : 'Erro ao processar pagamento',
        );
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!pix || state !== 'waiting') return;
    const finish = () => {
      if (done.current) return;
      done.current = true;
      setState('approved');
      onMessage('success', 'Pagamento aprovado com sucesso!');
      onApproved(pix);
    };
    const ctrl = new AbortController();
    const poll = async () => {
      try {
        const s = await checkoutApi.status(pix.payment_id, ctrl.signal);
        if (s.status === 'approved') finish();
        else if (s.status === 'rejected' && !done.current) {
          done.current = true;
          setState('failed');
          onMessage(
            'error',
            s.status_detail === 'expired' ? 'O Pix expirou. Gere um novo código.' : 'Pagamento não aprovado',
          );
        }
      } catch {
        /* next tick */
      }
    };
    const t = setInterval(poll, POLL_MS);
    // Live: the buyer's own room gets `payment:updated` as soon as the webhook is applied.
    startRealtime();
    const unsubscribe = onUserEvent((env) => {
      const d = env.data as { payment_id?: string; status?: string } | null;
      if (env.type === 'payment:updated' && d?.payment_id === pix.payment_id && d.status === 'approved')
        finish();
    });
    return () => {
      clearInterval(t);
      ctrl.abort();
      unsubscribe();
    };
  }, [pix, state, onApproved, onMessage]);

  const copy = async () => {
    if (!pix) return;
    try {
      await navigator.clipboard.writeText(pix.qr_code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      onMessage('info', 'Selecione o código e copie manualmente.');
    }
  };

  const simulate = async () => {
    if (!pix) return;
    try {
      await checkoutApi.sandboxPayPix(pix.payment_id);
    } catch (err) {
      onMessage(
        'error',
        err instanceof HttpError && err.serverMessage ? err.serverMessage : 'Erro ao processar pagamento',
      );
    }
  };

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
          onClick={generate}
          disabled={busy}
        >
          {busy ? 'Gerando QR Code...' : 'Gerar QR Code Pix'}
        </button>
      </div>
    );
  }

  const mm = left === null ? '--' : String(Math.floor(left / 60)).padStart(2, '0');
  const ss = left === null ? '--' : String(left % 60).padStart(2, '0');
  return (
    <div className="co-pix" aria-live="polite">
      <img className="co-pix__qr" src={pix.qr_code_image} alt="QR Code do Pix" width={220} height={220} />
      <div className="co-pix__side">
        <p className="co-pix__amount">{formatCents(pix.amount_cents)}</p>
        {state === 'approved' ? (
          <p className="co-pix__status co-pix__status--ok">✓ Pagamento confirmado! Liberando seu acesso...</p>
        ) : (
          <p className="co-pix__status">
            <span className="spinner spinner--sm" aria-hidden="true" /> Aguardando pagamento · expira em {mm}:
            {ss}
          </p>
        )}
        <label className="co-field co-field--full">
          <span>Pix copia e cola</span>
          <textarea readOnly value={pix.qr_code} rows={3} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <button type="button" className="btn btn--ghost btn--block" onClick={copy}>
          {copied ? 'Código copiado!' : 'Copiar código Pix'}
        </button>
        {pix.ticket_url ? (
          <a
            className="btn btn--ghost btn--block"
            href={pix.ticket_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Abrir no Mercado Pago
          </a>
        ) : null}
        {pix.sandbox && state === 'waiting' ? (
          <button type="button" className="btn btn--primary btn--block" onClick={simulate}>
            Simular pagamento do Pix (teste)
          </button>
        ) : null}
      </div>
    </div>
  );
}
