import { consumeOr429, makeLimiter, type LimiterStores } from '../../platform/rate-limit-store';

/** Caps payment attempts per buyer (card testing): a 429 with the seconds to wait. */
export function createPaymentLimiter(stores: LimiterStores, o: { points: number; windowS: number }) {
  const limiter = makeLimiter(stores, { name: 'payment-user', points: o.points, durationS: o.windowS });
  return (userId: string): Promise<void> =>
    consumeOr429(limiter, userId, {
      code: 'too_many_payment_attempts',
      message: 'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
    });
}
