import { simMarketStateSchema } from '../sources/sim-market-state';
import type { EngineParts } from './parts';

const STATE_KEY = 'sim_market';
/** How often the active engine stores the simulated market: a takeover after a crash loses at most this much. */
export const SIM_MARKET_SAVE_MS = 2_000;

/**
 * Before the simulator starts: continue the market the previous active engine left (its clock and prices), so a
 * takeover or restart never rewinds the simulated market. Nothing stored (first start) keeps the fresh market.
 */
export async function resumeSimMarket(p: Pick<EngineParts, 'source' | 'stores' | 'log'>): Promise<void> {
  const memory = p.source.memory;
  if (!memory) return;
  const stored = simMarketStateSchema.safeParse(await p.stores.state.read(STATE_KEY));
  if (!stored.success) return;
  const how = memory.resume(stored.data);
  const at = new Date(p.source.now()).toISOString().slice(0, 16).replace('T', ' ');
  p.log.info(
    'SYSTEM',
    how === 'continued'
      ? `Mercado simulado retomado do motor anterior: relógio em ${at} UTC, preços mantidos`
      : `Mercado simulado novo (semente, velocidade ou pares mudaram); o relógio segue de ${at} UTC`,
  );
}

/** While active: stores the simulated market every SIM_MARKET_SAVE_MS, and once more on stop. */
export function keepSimMarket(p: Pick<EngineParts, 'source' | 'stores' | 'logger'>): () => void {
  const memory = p.source.memory;
  if (!memory) return () => undefined;
  const save = () =>
    p.stores.state
      .save(STATE_KEY, memory.snapshot())
      .catch((err: unknown) => p.logger.warn({ err }, 'falha ao guardar o mercado simulado'));
  void save();
  const timer = setInterval(() => void save(), SIM_MARKET_SAVE_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    void save();
  };
}
