import {
  BTC_STOPPED,
  ENGINE_DOWN,
  GATEWAY_ENGINE_DOWN,
  type ApiCheck,
  type BtcState,
} from './command-sources';

/** What a row says when the engine is down, by row; rows that do not depend on the engine are absent. */
const DOWN: Record<string, ApiCheck> = {
  Gateway: { name: 'Gateway', status: 'warning', message: GATEWAY_ENGINE_DOWN },
  Monitoramento: { name: 'Monitoramento', status: 'offline', message: ENGINE_DOWN },
  Bitcoin: { name: 'Bitcoin', status: 'offline', message: BTC_STOPPED },
  'Motor de análise': { name: 'Motor de análise', status: 'offline', message: ENGINE_DOWN },
};

/**
 * The API checks as of the live engine state: a read is every 30 s, the engine's state is pushed. With the engine
 * down, every row that depends on it says so; back up, a row whose only problem was the engine is operational
 * again (the read the state change triggers then re-checks it). `up === null` (not known yet) leaves the read.
 */
export function apisUnderEngine(apis: ApiCheck[], up: boolean | null): ApiCheck[] {
  if (up === null) return apis;
  return apis.map((a) => {
    const down = DOWN[a.name];
    if (!down) return a;
    if (!up) return a.status === 'offline' && a.message !== down.message ? a : down;
    return a.message === down.message ? { name: a.name, status: 'online', message: 'Operacional' } : a;
  });
}

/** The Bitcoin card's "Preço parado (motor fora do ar)" follows the live engine state, not a 2-minute-old read. */
export function btcUnderEngine(btc: BtcState, up: boolean | null): BtcState {
  if (btc.state === 'loading' || up === null || (btc.source !== 'motor' && btc.source !== 'motor (parado)'))
    return btc;
  return { ...btc, stale: !up };
}
