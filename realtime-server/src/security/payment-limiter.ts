import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../http/errors';

/** Caps payment attempts per buyer (card testing): a 429 with the seconds to wait. */
export function createPaymentLimiter(o: {
  points: number;
  windowS: number;
  prefix: string;
  redis?: Redis | null;
}) {
  const keyPrefix = `${o.prefix}:rl:payment-user`;
  const limiter: RateLimiterAbstract = o.redis
    ? new RateLimiterRedis({
        storeClient: o.redis,
        points: o.points,
        duration: o.windowS,
        keyPrefix,
        insuranceLimiter: new RateLimiterMemory({ points: o.points, duration: o.windowS, keyPrefix }),
      })
    : new RateLimiterMemory({ points: o.points, duration: o.windowS, keyPrefix });
  return async (userId: string): Promise<void> => {
    try {
      await limiter.consume(userId);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        throw new AppError(
          'too_many_payment_attempts',
          'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
          429,
          {
            retry_after: Math.ceil(err.msBeforeNext / 1000),
          },
        );
      }
      throw err;
    }
  };
}
