import QRCode from 'qrcode';
import { PaymentProviderError, type PixPaymentInput } from '../gateway';
import { buildPixCode } from '../pix-code';
import { publicView, type PaymentStore } from './payment-store';

/** Pix payments with a real QR image, and the test bank's "the buyer paid". */
export function createSandboxPix(payments: PaymentStore) {
  return {
    async createPixPayment(input: PixPaymentInput) {
      const now = new Date().toISOString();
      const qr = buildPixCode({
        key: 'pix@sinaiscripto.com.br',
        amount: input.amount,
        merchant: 'Sinais Cripto',
        city: 'Sao Paulo',
        txid: input.external_reference,
      });
      const png = await QRCode.toDataURL(qr, { errorCorrectionLevel: 'M', margin: 1, width: 280 });
      const body = await payments.insert(
        {
          status: 'pending',
          status_detail: 'pending_waiting_transfer',
          transaction_amount: input.amount,
          installments: 1,
          currency_id: 'BRL',
          external_reference: input.external_reference,
          payment_method_id: 'pix',
          payment_type_id: 'bank_transfer',
          date_approved: null,
          date_of_expiration: input.expires_at.toISOString(),
          live_mode: false,
          pix: {
            qr_code: qr,
            qr_code_base64: png.replace(/^data:image\/png;base64,/, ''),
            ticket_url: null,
            expires_at: input.expires_at.toISOString(),
          },
          date_created: now,
          date_last_updated: now,
          card: null,
          payer: { email: input.payer.email },
        },
        input.notification_url,
        input.idempotencyKey,
      );
      return publicView(body);
    },

    async approvePix(id: string, opts?: { notify?: boolean }) {
      const row = await payments.current(id);
      if (!row || row.body.payment_method_id !== 'pix')
        throw new PaymentProviderError('not_found', 'Pagamento Pix não encontrado.', 404);
      if (row.body.status !== 'pending') return publicView(row.body);
      return payments.update(
        id,
        { status: 'approved', status_detail: 'accredited', date_approved: new Date().toISOString() },
        opts,
      );
    },
  };
}
