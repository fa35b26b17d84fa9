import { useState } from 'react';
import { formatCents, type PixResponse } from '@sinais/shared';
import { useNow } from '@/lib/use-now';
import { api, useApiMutation } from '@/lib/api';
import { serverMessageOr } from './api';
import type { Tone } from './use-payment-feedback';

interface Props {
  pix: PixResponse;
  approved: boolean;
  onMessage: (tone: Tone, text: string) => void;
}

const COPIED_MS = 2500;

function useCountdown(until: string): { mm: string; ss: string } {
  const now = useNow(1000).getTime();
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  return { mm: String(Math.floor(left / 60)).padStart(2, '0'), ss: String(left % 60).padStart(2, '0') };
}

/** The QR code, the copy-paste code and the countdown while the Pix is not paid. */
export function PixWaiting({ pix, approved, onMessage }: Props) {
  const { mm, ss } = useCountdown(pix.expires_at);
  const [copied, setCopied] = useState(false);
  const simulate = useApiMutation(api.payments.sandboxApprovePix, {
    onError: (err) => onMessage('error', serverMessageOr(err, 'Erro ao processar pagamento')),
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.qr_code);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      onMessage('info', 'Selecione o código e copie manualmente.');
    }
  };

  return (
    <div className="co-pix" aria-live="polite">
      <img className="co-pix__qr" src={pix.qr_code_image} alt="QR Code do Pix" width={220} height={220} />
      <div className="co-pix__side">
        <p className="co-pix__amount">{formatCents(pix.amount_cents)}</p>
        {approved ? (
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
        {pix.sandbox && !approved ? (
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => simulate.mutate({ params: { paymentId: pix.payment_id } })}
          >
            Simular pagamento do Pix (teste)
          </button>
        ) : null}
      </div>
    </div>
  );
}
