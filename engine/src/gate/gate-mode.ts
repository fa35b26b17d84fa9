import { gateThresholdText, publishingBlockedWhy, type GateMode, type GateRule } from '@sinais/shared';
import type { MarketSource } from '../sources/market-source';
import {
  GATE_KEEP_PROB,
  GATE_MIN_HISTORY_DAYS,
  GATE_MIN_TRADES,
  GATE_MIN_WEEKS,
  GATE_PUBLISH_PROB,
  GATE_WINDOW_DAYS,
} from './gate-rule';
import { RESEARCH_VERDICT } from './research-verdict';

/** The rule's thresholds as screens read them (engine_state.strategy_gate), from the constants the rule uses. */
export const GATE_RULE: GateRule = {
  publish_prob: GATE_PUBLISH_PROB,
  keep_prob: GATE_KEEP_PROB,
  window_days: GATE_WINDOW_DAYS,
  min_history_days: GATE_MIN_HISTORY_DAYS,
  min_trades: GATE_MIN_TRADES,
  min_weeks: GATE_MIN_WEEKS,
};

/**
 * SIGNAL_GATE=auto judges strategies only on real candles: simulated prices carry no market behaviour, so an
 * evaluation on them is no evidence either way, and the demo would otherwise show members nothing. The mode
 * carries the research verdict and the rule, so every screen states the real reason from them.
 */
export function gateModeFor(
  setting: 'auto' | 'on' | 'off',
  source: Pick<MarketSource, 'kind'>,
  verdict: { methodAdopted: boolean; gateShips: boolean } = RESEARCH_VERDICT,
): GateMode {
  const research = { method_adopted: verdict.methodAdopted, gate_ships: verdict.gateShips };
  const facts = { source: source.kind, research, rule: GATE_RULE };
  if (setting === 'off')
    return {
      enabled: false,
      reason: 'Portão de estratégias desligado (SIGNAL_GATE=off): todas as estratégias chegam aos membros',
      ...facts,
    };
  if (setting === 'auto' && source.kind === 'sim')
    return {
      enabled: false,
      reason:
        'Portão de estratégias desligado: dados simulados não servem de evidência; os sinais de demonstração chegam aos membros, marcados como demonstração',
      ...facts,
    };
  const blocked = publishingBlockedWhy(research);
  return {
    enabled: true,
    reason: blocked
      ? `Portão de estratégias ligado, publicação desligada: ${blocked}; todos os sinais ficam experimentais (administradores e membros que optaram por vê-los)`
      : `Portão de estratégias ligado: só chegam aos membros as estratégias com ${gateThresholdText(GATE_RULE)}`,
    ...facts,
  };
}
