import type { EngineParts } from './parts';
import type { Role } from './role';

const TICK_PUBLISH_MS = 1000;

/** Live prices of BTC and the TOP pairs, at most once a second, while active. Returns unsubscribe. */
export function publishTicks(p: EngineParts, role: Role): () => void {
  let lastTickPublish = 0;
  return p.source.onTicks((prices) => {
    const now = Date.now();
    if (!role.active || now - lastTickPublish < TICK_PUBLISH_MS) return;
    lastTickPublish = now;
    const wanted = new Set(['BTCUSDT', ...p.topPairs.current().map((x) => x.symbol)]);
    const out: Record<string, number> = {};
    for (const s of wanted) {
      const px = prices.get(s);
      if (px !== undefined && px > 0) out[s] = px;
    }
    try {
      p.publisher.publish('market:ticked', { prices: out, simulated: p.source.simulated });
    } catch (err) {
      p.logger.warn({ err }, 'tick inválido');
    }
  });
}
