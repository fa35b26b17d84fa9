import type { SignalClass } from '@sinais/shared';

/** PREMIUM+ below 85, ELITE 85–91.9, ELITE+ from 92. */
export function classOf(score: number): SignalClass {
  if (score >= 92) return 'ELITE+';
  if (score >= 85) return 'ELITE';
  return 'PREMIUM+';
}

/** Risk from the 24 h range relative to the price: the wider the daily swing, the likelier the stop. */
export function riskLevel(range24hPct: number): 'BAIXO' | 'MÉDIO' | 'ALTO' {
  if (range24hPct < 4) return 'BAIXO';
  if (range24hPct < 10) return 'MÉDIO';
  return 'ALTO';
}
