import { HttpError, http } from '@/lib/http';

const PUBLIC_TIMEOUT_MS = 3000;

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
    const b = await http<{ success: boolean; data: Btc & { simulated?: boolean; stale?: boolean } }>(
      '/api/btc-real-data',
    );
    if (b.success && b.data?.price && !b.data.stale)
      return { state: 'success', data: b.data, simulated: !!b.data.simulated, source: 'motor' };
    if (b.success && b.data?.price)
      return {
        state: 'success',
        data: b.data,
        simulated: !!b.data.simulated,
        source: 'motor (parado)',
        stale: true,
      };
  } catch {
    /* next source */
  }
  try {
    const ctl = AbortSignal.timeout(PUBLIC_TIMEOUT_MS);
    const res = await fetch(
      'https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=usd&include_24hr_change=true&include_24hr_vol=true&include_market_cap=true',
      { signal: ctl },
    );
    const j = (await res.json()) as {
      bitcoin?: { usd: number; usd_24h_change: number; usd_24h_vol: number; usd_market_cap: number };
    };
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

async function probe(
  name: string,
  path: string,
  inspect?: (body: unknown) => ApiCheck | null,
): Promise<ApiCheck> {
  try {
    const body = await http<unknown>(path, { signal: AbortSignal.timeout(5000) });
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

const ENGINE_DOWN = 'Motor de análise fora do ar';

export async function checkApis(): Promise<ApiCheck[]> {
  return Promise.all([
    probe('Gateway', '/api/status', (b) => {
      const body = b as { status?: string; services?: { bus?: string; engine?: string } };
      if (body.status === 'ok') return null;
      // Name the real cause: a dead engine is not a bus problem.
      const message =
        body.services?.bus === 'down'
          ? 'Barramento indisponível (tempo real parado)'
          : body.services?.engine === 'down'
            ? `No ar · ${ENGINE_DOWN}`
            : 'Serviço indisponível';
      return { name: 'Gateway', status: 'warning', message };
    }),
    probe('Sinais', '/api/unified/signals/all'),
    probe('Monitoramento', '/api/unified/monitoring/status', (b) => {
      const d = (b as { data?: { is_active?: boolean; engine_online?: boolean } }).data;
      if (d?.engine_online === false)
        return { name: 'Monitoramento', status: 'offline', message: ENGINE_DOWN };
      return d?.is_active === false
        ? { name: 'Monitoramento', status: 'warning', message: 'Pausado pelo operador' }
        : null;
    }),
    probe('Bitcoin', '/api/btc-real-data', (b) =>
      (b as { data?: { stale?: boolean } }).data?.stale
        ? { name: 'Bitcoin', status: 'offline', message: 'Preço parado: o motor não o atualiza' }
        : null,
    ),
    probe('Motor de análise', '/api/system/status', (b) => {
      const svc = (b as { services?: Array<{ name: string; status: string }> }).services?.[0];
      return svc && svc.status !== 'running'
        ? { name: 'Motor de análise', status: 'offline', message: ENGINE_DOWN }
        : null;
    }),
  ]);
}
