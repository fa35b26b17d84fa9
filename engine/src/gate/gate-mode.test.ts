import { describe, expect, it } from 'vitest';
import { gateModeSchema } from '@sinais/shared';
import { GATE_RULE, gateModeFor } from './gate-mode';
import { GATE_KEEP_PROB, GATE_PUBLISH_PROB } from './gate-rule';
import { PUBLISHING_ALLOWED, RESEARCH_VERDICT } from './research-verdict';

const binance = { kind: 'binance' } as const;
const blocked = { methodAdopted: false, gateShips: false };
const allowed = { methodAdopted: true, gateShips: true };

describe('gateModeFor: the mode every screen reads states the real reason', () => {
  it('carries the committed research verdict and the rule the gate applies', () => {
    const mode = gateModeSchema.parse(gateModeFor('auto', binance));
    expect(mode.research).toEqual({
      method_adopted: RESEARCH_VERDICT.methodAdopted,
      gate_ships: RESEARCH_VERDICT.gateShips,
    });
    expect(mode.rule).toEqual(GATE_RULE);
    expect(mode.rule).toMatchObject({ publish_prob: GATE_PUBLISH_PROB, keep_prob: GATE_KEEP_PROB });
    expect(mode.reason.includes('publicação desligada')).toBe(!PUBLISHING_ALLOWED);
  });

  it('with publishing switched off by the research, says so, and who sees the experimental signals', () => {
    const mode = gateModeFor('on', binance, blocked);
    expect(mode.enabled).toBe(true);
    expect(mode.reason).toBe(
      'Portão de estratégias ligado, publicação desligada: a pesquisa não aprovou nenhum método (nenhum passou na regra de aceitação fora da amostra) e o portão não mostrou valor nos dados de treino (com ele o registro não superou o registro sem portão nem as entradas aleatórias); todos os sinais ficam experimentais (administradores e membros que optaram por vê-los)',
    );
    expect(gateModeFor('on', binance, { methodAdopted: true, gateShips: false }).reason).not.toMatch(
      /não aprovou nenhum método/,
    );
  });

  it('with publishing allowed, states the threshold and the hysteresis, not a percentile', () => {
    const reason = gateModeFor('auto', binance, allowed).reason;
    expect(reason).toBe(
      'Portão de estratégias ligado: só chegam aos membros as estratégias com probabilidade de vantagem de pelo menos 90% para publicar, mantida até cair abaixo de 70%',
    );
    expect(reason).not.toMatch(/percentil/);
  });

  it('is off on simulated prices (auto) and when forced off, whatever the verdict', () => {
    const sim = gateModeFor('auto', { kind: 'sim' }, allowed);
    expect(sim).toMatchObject({ enabled: false, source: 'sim' });
    expect(sim.reason).toMatch(/dados simulados não servem de evidência/);
    expect(gateModeFor('off', binance, allowed).enabled).toBe(false);
    expect(gateModeFor('on', { kind: 'sim' }, allowed).enabled).toBe(true);
  });
});
