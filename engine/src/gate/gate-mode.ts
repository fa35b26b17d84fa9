import type { GateMode } from '@sinais/shared';
import type { MarketSource } from '../sources/market-source';

/**
 * SIGNAL_GATE=auto judges strategies only on real candles: simulated prices carry no market behaviour, so an
 * evaluation on them is no evidence either way, and the demo would otherwise show members nothing.
 */
export function gateModeFor(setting: 'auto' | 'on' | 'off', source: Pick<MarketSource, 'kind'>): GateMode {
  if (setting === 'off')
    return {
      enabled: false,
      reason: 'Portão de estratégias desligado (SIGNAL_GATE=off): todas as estratégias chegam aos membros',
      source: source.kind,
    };
  if (setting === 'auto' && source.kind === 'sim')
    return {
      enabled: false,
      reason:
        'Portão de estratégias desligado: dados simulados não servem de evidência; os sinais de demonstração chegam aos membros',
      source: source.kind,
    };
  return {
    enabled: true,
    reason:
      'Portão de estratégias ligado: só estratégias que superam as entradas aleatórias chegam aos membros',
    source: source.kind,
  };
}
