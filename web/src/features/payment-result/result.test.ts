import { describe, expect, it } from 'vitest';
import { courseNameFromReference, paymentFailureMessage } from './result';

describe('payment result texts', () => {
  it('names the course from the external reference', () => {
    expect(courseNameFromReference('4f1c2d3e-aaaa_despertar_crypto')).toBe('Despertar Crypto');
    expect(courseNameFromReference('x_masterclass')).toBe('Masterclass Trading');
    expect(courseNameFromReference('x_app_mentoria')).toBe('App + Mentoria');
    expect(courseNameFromReference(null)).toBe('Curso Adquirido');
    expect(courseNameFromReference('qualquer')).toBe('Curso Adquirido');
  });

  it('maps failures to the spec messages', () => {
    expect(paymentFailureMessage('rejected', 'cc_rejected_insufficient_amount')).toBe(
      'Cartão rejeitado por saldo insuficiente.',
    );
    expect(paymentFailureMessage('rejected', 'cc_rejected_bad_filled_security_code')).toBe(
      'Código de segurança do cartão inválido.',
    );
    expect(paymentFailureMessage('rejected', 'cc_rejected_bad_filled_date')).toBe(
      'Data de vencimento do cartão inválida.',
    );
    expect(paymentFailureMessage('rejected', 'cc_rejected_bad_filled_other')).toBe(
      'Dados do cartão preenchidos incorretamente.',
    );
    expect(paymentFailureMessage('rejected', 'cc_rejected_high_risk')).toBe(
      'Pagamento rejeitado por segurança.',
    );
    expect(paymentFailureMessage('rejected', 'cc_rejected_call_for_authorize')).toBe(
      'Pagamento rejeitado pelo banco emissor.',
    );
    expect(paymentFailureMessage('cancelled', null)).toBe('Pagamento cancelado pelo usuário.');
    expect(paymentFailureMessage(null, null)).toBe('Ocorreu um erro durante o processamento do pagamento.');
  });
});
