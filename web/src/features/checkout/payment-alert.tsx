import { Link } from 'react-router-dom';
import type { PaymentResult } from '@sinais/shared';
import type { PaymentMessage } from './use-payment-feedback';

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
