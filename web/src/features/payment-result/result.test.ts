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

  it.each([
    ['rejected', 'cc_rejected_insufficient_amount', 'Cartão rejeitado por saldo insuficiente.'],
    ['rejected', 'cc_rejected_bad_filled_security_code', 'Código de segurança do cartão inválido.'],
    ['rejected', 'cc_rejected_bad_filled_date', 'Data de vencimento do cartão inválida.'],
    ['rejected', 'cc_rejected_bad_filled_other', 'Dados do cartão preenchidos incorretamente.'],
    ['rejected', 'cc_rejected_high_risk', 'Pagamento rejeitado por segurança.'],
    ['rejected', 'cc_rejected_call_for_authorize', 'Pagamento rejeitado pelo banco emissor.'],
    ['cancelled', null, 'Pagamento cancelado pelo usuário.'],
    [null, null, 'Ocorreu um erro durante o processamento do pagamento.'],
  ])('maps the failure %s / %s to the spec message "%s"', (status, detail, message) => {
    expect(paymentFailureMessage(status, detail)).toBe(message);
  });
});
