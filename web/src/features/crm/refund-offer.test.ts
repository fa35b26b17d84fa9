import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { refundOffer } from './refund-offer';

describe('refund actions when payments are disabled', () => {
  it('explains instead of offering "Estornar" when the server says payments are disabled', () => {
    const off = refundOffer(new HttpError(503, 'Pagamentos indisponíveis no momento.', 'payments_disabled'));
    expect(off).toEqual({ offered: false, why: expect.stringContaining('pagamentos estão desativados') });
  });

  it('offers it otherwise (configured, or the configuration not known yet)', () => {
    expect(refundOffer(null)).toEqual({ offered: true });
    expect(refundOffer(new HttpError(0, 'Sem conexão'))).toEqual({ offered: true });
  });
});
