import { Link } from 'react-router-dom';
import type { PaymentResult } from '@sinais/shared';
import { LockIcon } from '@/components/icons';
import type { PaymentMessage } from './use-payment-feedback';

export type PaymentMethod = 'card' | 'pix';

interface TabsProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

export function PaymentTabs({ method, onChange, disabled }: TabsProps) {
  const tab = (value: PaymentMethod, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={method === value}
      className={method === value ? 'co-tab co-tab--on' : 'co-tab'}
      onClick={() => onChange(value)}
      disabled={disabled}
    >
      {label}
    </button>
  );
  return (
    <div className="co-tabs" role="tablist" aria-label="Forma de pagamento">
      {tab('card', 'Cartão de crédito')}
      {tab('pix', 'Pix')}
    </div>
  );
}

/** The box's one message; a refused card payment links to its details. */
export function PaymentAlert({
  message,
  failure,
}: {
  message: PaymentMessage;
  failure: PaymentResult | null;
}) {
  if (!message) return null;
  const failureQuery = failure
    ? new URLSearchParams({
        payment_id: failure.payment_id,
        status: failure.status,
        status_detail: failure.status_detail ?? '',
      })
    : null;
  return (
    <div className={`alert alert--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
      <span className="alert__icon" aria-hidden="true">
        {message.tone === 'success' ? '✓' : message.tone === 'error' ? '!' : 'i'}
      </span>
      <div className="alert__body">
        {message.text}
        {failureQuery ? (
          <div>
            <Link to={`/payment/failure?${failureQuery}`}>Ver detalhes</Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function SecureNote({ mercadoPago }: { mercadoPago: boolean }) {
  return (
    <p className="co-secure">
      <LockIcon size={13} /> Pagamento processado com segurança
      {mercadoPago ? ' pelo Mercado Pago' : ''}. Seus dados são criptografados.
    </p>
  );
}
