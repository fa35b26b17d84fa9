import { describe, expect, it } from 'vitest';
import type { GateMode } from '../schemas/gate';
import { realDataOutlook } from './gate-outlook';

const RULE = {
  publish_prob: 0.9,
  keep_prob: 0.8,
  window_days: 120,
  min_history_days: 60,
  min_trades: 30,
  min_weeks: 8,
};
const sim = (research: GateMode['research'], rule: GateMode['rule'] = RULE): GateMode => ({
  enabled: false,
  reason: 'Portão de estratégias desligado: dados simulados',
  source: 'sim',
  research,
  rule,
});

describe('what real data would publish today (gate page)', () => {
  it('follows the research verdict: nothing while it blocks publishing, saying why', () => {
    const text = realDataOutlook(sim({ method_adopted: false, gate_ships: false }), 3);
    expect(text).toMatch(
      /^Em uso: dados simulados\. Com dados reais \(Binance\), hoje nada seria publicado: /,
    );
    expect(text).toContain('a pesquisa não aprovou nenhum método');
  });

  it('states the rule when the verdict allows publishing, from the reported thresholds', () => {
    const text = realDataOutlook(sim({ method_adopted: true, gate_ships: true }), 0);
    expect(text).toContain('o portão publicaria só as estratégias × timeframes com');
    expect(text).toContain('90');
    expect(
      realDataOutlook(sim({ method_adopted: true, gate_ships: true }, { ...RULE, publish_prob: 0.75 }), 0),
    ).toContain('75');
  });

  it('on real data it counts what is published now; without a verdict it says it cannot tell', () => {
    const live = { ...sim({ method_adopted: true, gate_ships: true }), source: 'binance' as const };
    expect(realDataOutlook(live, 2)).toContain('hoje são publicadas 2 estratégias × timeframes');
    expect(realDataOutlook(sim(undefined), 0)).toContain('não dá para dizer o que dados reais publicariam');
  });
});
