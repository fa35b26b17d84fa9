import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MyPurchase, PaymentStatusResponse } from '@sinais/shared';
import { heldReply, jsonReply, mockFetch } from '@/lib/testing/fetch-mock';
import { renderScreen } from '@/lib/testing/render-screen';
import { PendingPayment } from './pending-payment';

const BUYER = {
  id: 'u1',
  email: 'comprador@sinais.test',
  name: 'Comprador',
  is_admin: false,
  role: 'member' as const,
};

const underReview: PaymentStatusResponse = {
  success: true,
  payment_id: 'pay-1',
  course_id: 'despertar_crypto',
  status: 'pending',
  provider_status: 'in_process',
  status_detail: 'pending_contingency',
  external_reference: 'despertar_crypto:u1:1',
  purchase_id: 'p1',
  has_access: false,
  method: 'card',
  cancellable: true,
  pending_until: '2026-12-02T12:00:00.000Z',
};

const cancelled: MyPurchase = {
  id: 'p1',
  receipt_number: 'RC-0001-0001',
  course_id: 'despertar_crypto',
  course_name: 'Despertar Crypto',
  status: 'rejected',
  status_detail: 'cancelled',
  method: 'card',
  installments: 1,
  amount_cents: 19700,
  currency: 'BRL',
  payment_id: 'pay-1',
  external_reference: 'despertar_crypto:u1:1',
  created_at: '2026-11-30T12:00:00.000Z',
  approved_at: null,
  refunded_at: null,
  duplicate: false,
  refundable: false,
  refund_deadline: null,
  cancellable: false,
  pending_until: null,
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/**
 * The result page as it behaves live: the cancellation's `payment:updated` re-reads the status, and when that
 * answer lands before the cancel's own, the page swaps this card for the refusal (here: `settled`).
 */
function ResultPage({ settled }: { settled: { set?: (v: boolean) => void } }) {
  const [isSettled, setSettled] = useState(false);
  settled.set = setSettled;
  return isSettled ? (
    <p>Pagamento Não Processado</p>
  ) : (
    <PendingPayment server={underReview} paymentId="pay-1" refresh={() => undefined} />
  );
}

describe('PendingPayment', () => {
  const fetchMock = mockFetch(BUYER);

  it('"Cancelar e pagar com Pix" opens the Pix checkout even when the live status replaced the card first', async () => {
    const settled: { set?: (v: boolean) => void } = {};
    const cancelAnswer = heldReply();
    fetchMock.mockImplementation((input) => {
      expect(String(input)).toContain('/api/payments/purchases/p1/cancel');
      // The live update arrives while the cancel's answer is still on its way.
      settled.set?.(true);
      return cancelAnswer.reply();
    });
    renderScreen(
      <>
        <Routes>
          <Route path="/payment/pending" element={<ResultPage settled={settled} />} />
          <Route path="/checkout/despertar-crypto" element={<p>Checkout</p>} />
        </Routes>
        <Where />
      </>,
      '/payment/pending?payment_id=pay-1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar e pagar com Pix' }));
    await screen.findByText('Pagamento Não Processado');
    cancelAnswer.answer(
      jsonReply(200, { success: true, message: 'cancelado', purchase: cancelled, has_access: false }),
    );

    await screen.findByText('Checkout');
    expect(screen.getByTestId('where').textContent).toBe('/checkout/despertar-crypto?pagar=pix');
  });
});
