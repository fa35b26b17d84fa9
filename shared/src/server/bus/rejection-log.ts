import type { Logger } from 'pino';
import type { BusRejection } from './redis-bus';

const REASONS: Record<BusRejection, string> = {
  unsigned: 'sem assinatura',
  bad_signature: 'assinatura não confere',
  invalid_event: 'evento inválido',
  replayed: 'reenviada (id já recebido)',
  stale: 'fora da janela de tempo',
};

/**
 * Logs dropped bus messages without flooding: the first at once, then one line per interval with the count.
 * Only the reason is logged, never the message, the signature or the secret.
 */
export function busRejectionLogger(logger: Logger, intervalMs = 10_000) {
  const counts = new Map<BusRejection, number>();
  let last = 0;
  return (reason: BusRejection, err?: unknown) => {
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    const summary = Object.fromEntries([...counts].map(([k, n]) => [REASONS[k], n]));
    counts.clear();
    const detail = reason === 'invalid_event' && err instanceof Error ? { detail: err.message } : {};
    logger.warn({ descartadas: summary, ...detail }, 'mensagem do barramento descartada');
  };
}
