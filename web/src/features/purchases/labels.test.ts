import { describe, expect, it } from 'vitest';
import { rejectionReason } from './labels';

describe('rejectionReason', () => {
  it('gives the bank’s reason for a refused card, as the failure page does', () => {
    expect(rejectionReason('cc_rejected_insufficient_amount')).toBe(
      'Cartão rejeitado por saldo insuficiente.',
    );
    expect(rejectionReason('cc_rejected_other_reason')).toBe('Pagamento rejeitado pelo banco emissor.');
    expect(rejectionReason(null)).toBe('Pagamento rejeitado pelo banco emissor.');
  });

  it('says what happened to a Pix that was never paid', () => {
    expect(rejectionReason('expired')).toBe('O Pix expirou antes do pagamento.');
    expect(rejectionReason('by_collector')).toBe('Pix cancelado antes do pagamento.');
  });
});
