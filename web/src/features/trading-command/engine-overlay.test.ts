import { describe, expect, it } from 'vitest';
import { apisUnderEngine, btcUnderEngine } from './engine-overlay';
import { BTC_STOPPED, ENGINE_DOWN, type ApiCheck, type BtcState } from './command-sources';

const allOnline: ApiCheck[] = ['Gateway', 'Sinais', 'Monitoramento', 'Bitcoin', 'Motor de análise'].map(
  (name) => ({
    name,
    status: 'online',
    message: 'Operacional',
  }),
);
const btc: BtcState = {
  state: 'success',
  data: { price: 1, change_24h: 0, volume_24h: 1, market_cap: 1, dominance: null },
  simulated: true,
  source: 'motor',
};

describe('the Command Center under the live engine state', () => {
  it('with the engine down, no engine row stays ONLINE although the last read said so', () => {
    const rows = apisUnderEngine(allOnline, false);
    expect(rows.find((r) => r.name === 'Motor de análise')).toMatchObject({
      status: 'offline',
      message: ENGINE_DOWN,
    });
    expect(rows.find((r) => r.name === 'Bitcoin')).toMatchObject({ status: 'offline', message: BTC_STOPPED });
    expect(rows.find((r) => r.name === 'Sinais')?.status).toBe('online');
    expect(btcUnderEngine(btc, false)).toMatchObject({ stale: true });
  });

  it('back up, rows whose only problem was the engine are operational again, others keep their read', () => {
    const read = apisUnderEngine(allOnline, false).map((r) =>
      r.name === 'Sinais' ? { ...r, status: 'warning' as const, message: 'Erro HTTP: 500' } : r,
    );
    const rows = apisUnderEngine(read, true);
    expect(rows.filter((r) => r.status === 'online').map((r) => r.name)).toEqual([
      'Gateway',
      'Monitoramento',
      'Bitcoin',
      'Motor de análise',
    ]);
    expect(btcUnderEngine({ ...btc, source: 'motor (parado)', stale: true }, true)).toMatchObject({
      stale: false,
    });
  });
});
