import { HttpError } from '@/lib/http';

/** The payment configuration's answer when the server's payments are switched off (PAYMENTS_PROVIDER=disabled). */
const PAYMENTS_DISABLED = 'payments_disabled';

/** What a refund button would say today: offered, or why it is not (nothing for the provider to give back). */
export type RefundOffer = { offered: true } | { offered: false; why: string };

export function refundOffer(configError: unknown): RefundOffer {
  if (configError instanceof HttpError && configError.code === PAYMENTS_DISABLED)
    return {
      offered: false,
      why: 'Estorno indisponível: os pagamentos estão desativados neste servidor, não há provedor para devolver o valor.',
    };
  return { offered: true };
}
