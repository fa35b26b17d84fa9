import { api, callApi } from '@/lib/api';
import { z } from 'zod';
import { http, HttpError } from '@/lib/http';

const PUBLIC_TIMEOUT_MS = 3000;
const COINGECKO_URL =
  'https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=usd&include_24hr_change=true&include_24hr_vol=true&include_market_cap=true';
const coingeckoSchema = z.object({
  bitcoin: z
    .object({
      usd: z.number(),
      usd_24h_change: z.number(),
      usd_24h_vol: z.number(),
      usd_market_cap: z.number(),
    })
    .optional(),
});

export interface Btc {
  price: number;
  change_24h: number;
  volume_24h: number;
  market_cap: number;
  dominance: number | null;
}
export type BtcState =
  | { state: 'loading' }
  | {
      state: 'success' | 'error';
      data: Btc;
      simulated: boolean;
      source: string;
      /** The engine's price stopped (engine offline or no update for minutes): never shown as live. */
      stale?: boolean;
    };

/** /api/btc-real-data, then a public price service (3 s), then simulated values (spec 003 §7). */
export async function loadBtc(): Promise<BtcState> {
  try {
    const { data } = await callApi(api.market.btcRealData);
    if (data.price && !data.stale)
      return { state: 'success', data, simulated: data.simulated, source: 'motor' };
    if (data.price)
      return { state: 'success', data, simulated: data.simulated, source: 'motor (parado)', stale: true };
  } catch {
    /* next source */
  }
  try {
    // A public service, not the gateway: no token is sent (auth: false), the answer is checked like ours.
    const body = await http(COINGECKO_URL, {
      auth: false,
      signal: AbortSignal.timeout(PUBLIC_TIMEOUT_MS),
    });
    const j = coingeckoSchema.parse(body);
    if (j.bitcoin?.usd)
      return {
        state: 'success',
        simulated: false,
        source: 'CoinGecko',
        data: {
          price: j.bitcoin.usd,
          change_24h: j.bitcoin.usd_24h_change,
          volume_24h: j.bitcoin.usd_24h_vol,
          market_cap: j.bitcoin.usd_market_cap,
          dominance: null,
        },
      };
  } catch {
    /* simulated */
  }
  const price = 90_000 + Math.random() * 10_000;
  return {
    state: 'error',
    simulated: true,
    source: 'simulação',
    data: {
      price,
      change_24h: (Math.random() - 0.5) * 6,
      volume_24h: 3e10 + Math.random() * 2e10,
      market_cap: price * 19.8e6,
      dominance: 55 + Math.random() * 5,
    },
  };
}

export type ApiHealth = 'online' | 'warning' | 'offline';
export interface ApiCheck {
  name: string;
  status: ApiHealth;
  message: string;
}

/** Calls one route (5 s at most) and judges its answer: online unless `inspect` names a problem. */
async function probe<T>(
  name: string,
  call: (options: { signal: AbortSignal }) => Promise<T>,
  inspect?: (body: T) => ApiCheck | null,
): Promise<ApiCheck> {
  try {
    const body = await call({ signal: AbortSignal.timeout(5000) });
    return inspect?.(body) ?? { name, status: 'online', message: 'Operacional' };
  } catch (err) {
    if ((err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError')
      return { name, status: 'offline', message: 'Timeout' };
    if (err instanceof HttpError) {
      if (err.status === 0) return { name, status: 'offline', message: 'Falha na conexão' };
      if (err.status === 404) return { name, status: 'offline', message: 'API não disponível' };
      if (err.status === 503) return { name, status: 'warning', message: 'Serviço indisponível' };
      return { name, status: 'warning', message: `Erro HTTP: ${err.status}` };
    }
    return { name, status: 'offline', message: 'Conexão falhou' };
  }
}

export const ENGINE_DOWN = 'Motor de análise fora do ar';
export const BTC_STOPPED = 'Preço parado: o motor não o atualiza';
export const GATEWAY_ENGINE_DOWN = `No ar · ${ENGINE_DOWN}`;

export async function checkApis(): Promise<ApiCheck[]> {
  return Promise.all([
    probe(
      'Gateway',
      (o) => callApi(api.market.status, undefined, o),
      (body) => {
        if (body.status === 'ok') return null;
        // Name the real cause: a dead engine is not a bus problem.
        const message =
          body.services.bus === 'down'
            ? 'Barramento indisponível (tempo real parado)'
            : body.services.engine === 'down'
              ? GATEWAY_ENGINE_DOWN
              : 'Serviço indisponível';
        return { name: 'Gateway', status: 'warning', message };
      },
    ),
    probe('Sinais', (o) => callApi(api.signals.all, undefined, o)),
    probe(
      'Monitoramento',
      (o) => callApi(api.market.monitoringStatus, undefined, o),
      ({ data }) => {
        if (!data.engine_online) return { name: 'Monitoramento', status: 'offline', message: ENGINE_DOWN };
        return data.is_active === false
          ? { name: 'Monitoramento', status: 'warning', message: 'Pausado pelo operador' }
          : null;
      },
    ),
    probe(
      'Bitcoin',
      (o) => callApi(api.market.btcRealData, undefined, o),
      ({ data }) => (data.stale ? { name: 'Bitcoin', status: 'offline', message: BTC_STOPPED } : null),
    ),
    probe(
      'Motor de análise',
      (o) => callApi(api.operations.systemStatus, undefined, o),
      (body) => {
        const svc = body.services[0];
        return svc && svc.status !== 'running'
          ? { name: 'Motor de análise', status: 'offline', message: ENGINE_DOWN }
          : null;
      },
    ),
  ]);
}
