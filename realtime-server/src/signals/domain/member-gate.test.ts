import { describe, expect, it } from 'vitest';
import { memberGateResponseSchema, type GateDecision, type GateMode } from '@sinais/shared';
import { gateStrategyReason, memberGateView } from './member-gate';

const ON: GateMode = { enabled: true, reason: 'Portão ligado', source: 'binance' };
const RULE = {
  publish_prob: 0.9,
  keep_prob: 0.7,
  window_days: 365,
  min_history_days: 180,
  min_trades: 60,
  min_weeks: 20,
};
const ALLOWED: GateMode = { ...ON, research: { method_adopted: true, gate_ships: true }, rule: RULE };
const BLOCKED: GateMode = { ...ON, research: { method_adopted: false, gate_ships: false }, rule: RULE };
const OFF: GateMode = { enabled: false, reason: 'Portão desligado: dados simulados', source: 'sim' };

function decision(
  over: Omit<Partial<GateDecision>, 'evidence'> & { evidence?: Partial<GateDecision['evidence']> } = {},
): GateDecision {
  const { evidence, ...rest } = over;
  return {
    id: 1,
    strategy: 'Falso Rompimento',
    timeframe: '4h',
    published: false,
    reason: 'motivo do motor',
    decided_at: '2025-03-10T06:00:00.000Z',
    ...rest,
    evidence: {
      trades: 112,
      win_rate: 0.41,
      avg_net_pct: -0.3214,
      baseline_mean_pct: -0.08,
      baseline_p95_pct: 0.4123,
      percentile: 14,
      max_drawdown_pct: 12,
      symbols: 30,
      funding_included: false,
      from: '2024-12-10T03:00:00.000Z',
      to: '2025-03-10T03:00:00.000Z',
      ...evidence,
    },
  };
}

describe('gateStrategyReason', () => {
  it('states the verdict and every measured number in pt-BR', () => {
    expect(gateStrategyReason(decision())).toBe(
      'Experimental (não aprovada pelo portão): 112 operações encerradas entre 10/12/2024 e 10/03/2025; resultado líquido médio de -0,32% por operação; percentil 95 das entradas aleatórias: +0,41%.',
    );
  });
  it('adds the shrunk expectation and the probability of an edge when the rule gives them', () => {
    const r = gateStrategyReason(
      decision({
        published: true,
        evidence: { avg_net_pct: 0.36, shrunk_net_pct: 0.12, prob_positive: 0.973 },
      }),
    );
    expect(r).toMatch(/^Publicada: 112 operações/);
    expect(r).toContain('resultado líquido médio de +0,36% por operação');
    expect(r).toContain('+0,12% esperado após o desconto pela incerteza');
    expect(r).toContain('probabilidade de vantagem positiva: 97%');
  });
  it('says when nothing was traded', () => {
    expect(gateStrategyReason(decision({ evidence: { trades: 0, avg_net_pct: null } }))).toBe(
      'Experimental (não aprovada pelo portão): nenhuma operação encerrada entre 10/12/2024 e 10/03/2025.',
    );
  });
});

describe('memberGateView', () => {
  const now = new Date('2025-03-10T12:00:00Z');

  it('says no strategy meets the gate rule when all are held back, with the schedule from the mode', () => {
    const mode = {
      ...ALLOWED,
      evaluated_at: '2025-03-10T06:00:05.000Z',
      next_evaluation_at: '2025-03-11T06:00:05.000Z',
    };
    const v = memberGateView(
      mode,
      [decision(), decision({ strategy: 'Reversão à Média', timeframe: '1h' })],
      now,
    );
    expect(memberGateResponseSchema.parse(v)).toEqual(v);
    expect(v).toMatchObject({
      enabled: true,
      evaluated_at: '2025-03-10T06:00:05.000Z',
      next_evaluation_at: '2025-03-11T06:00:05.000Z',
    });
    expect(v.reason).toBe(
      'Nenhuma estratégia atinge hoje a regra do portão (probabilidade de vantagem de pelo menos 90% para publicar, mantida até cair abaixo de 70%): as 2 estratégias avaliadas ficam experimentais e nenhum sinal é publicado.',
    );
    expect(v.publishing_allowed).toBe(true);
    expect(v.rule).toEqual(RULE);
    expect(v.strategies.map((s) => s.reason.startsWith('Experimental (não aprovada pelo portão)'))).toEqual([
      true,
      true,
    ]);
  });

  it('when the research verdict switches publishing off, that is the reason given, not the measurements', () => {
    // The strategy measured well: with publishing off it is still experimental, and the text says why.
    const good = decision({ evidence: { avg_net_pct: 0.5, prob_positive: 0.95 } });
    const v = memberGateView(BLOCKED, [good], now);
    expect(memberGateResponseSchema.parse(v)).toEqual(v);
    expect(v.publishing_allowed).toBe(false);
    expect(v.reason).toBe(
      'Nenhum sinal é publicado porque a publicação está desligada: a pesquisa não aprovou nenhum método (nenhum passou na regra de aceitação fora da amostra) e o portão não mostrou valor nos dados de treino (com ele o registro não superou o registro sem portão nem as entradas aleatórias). Enquanto for assim, todas as estratégias ficam experimentais, qualquer que seja o resultado medido pelo portão (1 estratégia avaliada, abaixo).',
    );
    expect(v.reason).not.toMatch(/por isso|supera/);
    expect(v.strategies[0]!.reason).toMatch(
      /^Experimental \(publicação desligada pela pesquisa\): 112 operações/,
    );
    // Before the first evaluation the research verdict is still the reason.
    expect(memberGateView(BLOCKED, [], now).reason).toMatch(
      /^Nenhum sinal é publicado porque a publicação está desligada: .*\.$/,
    );
    // Only the research half that failed is named.
    const noMethod = memberGateView(
      { ...BLOCKED, research: { method_adopted: false, gate_ships: true } },
      [],
      now,
    );
    expect(noMethod.reason).toMatch(/a pesquisa não aprovou nenhum método/);
    expect(noMethod.reason).not.toMatch(/o portão não mostrou valor/);
  });

  it('an engine that reports no verdict gets no claim about it', () => {
    const v = memberGateView(ON, [decision()], now);
    expect(v.publishing_allowed).toBeNull();
    expect(v.rule).toBeNull();
    expect(v.reason).toBe(
      'Nenhuma estratégia atinge hoje a regra do portão: a estratégia avaliada fica experimental e nenhum sinal é publicado.',
    );
  });

  it('names the published ones and counts the held back', () => {
    const v = memberGateView(
      ON,
      [decision({ published: true }), decision({ strategy: 'X', timeframe: '1h' })],
      now,
    );
    expect(v.reason).toBe('1 de 2 estratégias publicadas (Falso Rompimento 4h); 1 fica experimental.');
    // Without a schedule in the mode, the last evaluation is the newest decision; the next one is unknown.
    expect(v.evaluated_at).toBe('2025-03-10T06:00:00.000Z');
    expect(v.next_evaluation_at).toBeNull();
  });

  it('before the first evaluation, and before any engine reported', () => {
    expect(memberGateView(ON, [], now).reason).toMatch(/ainda não avaliou as estratégias/);
    const unknown = memberGateView(null, [], now);
    expect(unknown.enabled).toBeNull();
    expect(unknown.reason).toBe('O motor ainda não informou o estado do portão de estratégias.');
  });

  it('with the gate off lists no decision (none is in force) and keeps the mode reason', () => {
    const v = memberGateView({ ...OFF, next_evaluation_at: '2025-03-11T06:00:00.000Z' }, [decision()], now);
    expect(v).toMatchObject({
      enabled: false,
      strategies: [],
      reason: OFF.reason,
      evaluated_at: null,
      next_evaluation_at: null,
    });
  });
});
