import { describe, expect, it } from 'vitest';
import { incidentsOf, trendOverIncidents, type StoredEpisode } from './incidents';

const T0 = Date.parse('2026-11-29T00:00:00.000Z');
const H = 3_600_000;
const at = (ms: number) => new Date(T0 + ms);
const ep = (rule: string, cause: string, start: number, end: number | null): StoredEpisode => ({
  rule,
  severity: 'critico',
  title: 'Motor de análise parado',
  cause,
  started_at: at(start),
  resolved_at: end === null ? null : at(end),
});

describe('incidentsOf', () => {
  it('overlapping episodes of one cause are one incident (every rule it hit), with the alerts sent meanwhile; other causes stay apart', () => {
    const episodes = [
      ep('regra_2_analise', 'motor_fora', H, H + 60_000),
      ep('regra_3_fase1', 'motor_fora', H, H + 60_000),
      ep('regra_4_confirmados', 'verificacao', H + 10_000, H + 30_000),
      ep('regra_2_analise', 'pausa', 5 * H, null),
    ];
    const alerts = [
      { created_at: at(H + 15_000), action: 'alert.sent', target: 'engine_down', title: 'Motor fora do ar' },
      { created_at: at(H + 61_000), action: 'alert.unsent', target: 'engine_recovered', title: 'De volta' },
      { created_at: at(H + 20_000), action: 'alert.suppressed', target: 'engine_down', title: 'duplicado' },
      {
        created_at: at(H + 30_000),
        action: 'alert.sent',
        target: 'binance_rate_limit',
        title: 'Binance 429',
      },
      {
        created_at: at(3 * H),
        action: 'alert.sent',
        target: 'long_pause',
        title: 'fora de qualquer incidente',
      },
    ];
    const [open, check, outage] = incidentsOf(episodes, alerts, T0 + 6 * H);
    // The engine went down during the failing check: its page belongs to the outage, not to the check.
    expect(check).toMatchObject({ causa: 'verificacao', duracao_s: 20, alertas: [] });
    expect(outage).toMatchObject({ causa: 'motor_fora', duracao_s: 60, fim: at(H + 60_000).toISOString() });
    expect(outage!.regras.map((r) => r.regra)).toEqual(['regra_2_analise', 'regra_3_fase1']);
    expect(outage!.alertas.map((a) => [a.tipo, a.resultado])).toEqual([
      ['engine_down', 'enviado'],
      ['engine_recovered', 'sem_destino'],
    ]);
    expect(open).toMatchObject({ causa: 'pausa', fim: null, duracao_s: 3600, alertas: [] });
  });
});

describe('trendOverIncidents', () => {
  const incidents = (starts: number[]) =>
    incidentsOf(
      starts.map((s) => ep('regra_2_analise', 'motor_fora', s, s + 60_000)),
      [],
      T0 + 24 * H,
    );

  it('two outages in the last hour read "piorando", never "melhorando"', () => {
    expect(trendOverIncidents(incidents([23 * H, 23.5 * H]), T0, T0 + 24 * H).tendencia).toBe('piorando');
  });

  it('an incident still open is "piorando"', () => {
    const open = incidentsOf([ep('regra_2_analise', 'motor_fora', 2 * H, null)], [], T0 + 24 * H);
    expect(trendOverIncidents(open, T0, T0 + 24 * H)).toEqual({
      tendencia: 'piorando',
      tendencia_motivo: 'Há um incidente em curso.',
    });
  });

  it('fewer incidents lately is "melhorando" only once the last one is not recent', () => {
    expect(trendOverIncidents(incidents([H, 2 * H, 14 * H]), T0, T0 + 24 * H).tendencia).toBe('melhorando');
    const recent = trendOverIncidents(incidents([H, 2 * H, 22 * H]), T0, T0 + 24 * H);
    expect(recent.tendencia).toBe('estavel');
    expect(recent.tendencia_motivo).toMatch(/O último terminou há pouco\.$/);
  });

  it('no incident is "estavel"', () => {
    expect(trendOverIncidents([], T0, T0 + 24 * H).tendencia).toBe('estavel');
  });
});
