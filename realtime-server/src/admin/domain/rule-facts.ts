import { engineStaleAfterMs } from '@sinais/shared';
import { num } from '../data/sql-values';
import type { RuleInputs } from './rule-inputs';

export const TOP_PAIRS_REQUIRED = 150;
export const REQUIRED_TIMEFRAMES = ['1h', '4h', '1d'] as const;

/** What the checks read: the rule inputs and the few facts derived from them once (several checks share them). */
export interface RuleFacts extends RuleInputs {
  /** Offline after 3 missed heartbeats (the engine states its period in each one). */
  engineOnline: boolean;
  stats: Record<string, number>;
  /** Pairs selected, and pairs with ≥ 50x leverage, in the latest selection. */
  selected: number;
  with50x: number;
  /** The analysis status, when the engine reported one. */
  a: NonNullable<RuleInputs['analysis']>['value'] | undefined;
  /** Timeframes of the current analysis, the required ones first. */
  timeframes: string[];
  monitoringActive: boolean;
  /** Rule 4's three destinations of a confirmed signal. */
  destinos: { supabase: boolean; dashboard: boolean; comando: boolean };
  /** Rule 5: the 21:00 cycle ran, without error, in the last 26 h, and left nothing pending before the cutoff. */
  cycleOk: boolean;
}

export function factsOf(inputs: RuleInputs): RuleFacts {
  const { now, heartbeat, analysis, current, monitoring, cleanup, selection, integ } = inputs;
  const engineOnline =
    heartbeat !== null && now.getTime() - heartbeat.at.getTime() <= engineStaleAfterMs(heartbeat.value);
  const stats = selection?.stats ?? {};
  const analysed = current
    ? Object.keys(current.value.by_timeframe ?? { [current.value.timeframe]: null })
    : [];
  const evening = cleanup?.value.evening_cleanup;
  const realtime = inputs.busHealthy && inputs.realtimeUp;
  return {
    ...inputs,
    engineOnline,
    stats,
    selected: num(stats.top_150_selected),
    with50x: num(stats.pairs_with_50x),
    a: analysis?.value,
    timeframes: [
      ...REQUIRED_TIMEFRAMES.filter((t) => analysed.includes(t)),
      ...analysed.filter((t) => !(REQUIRED_TIMEFRAMES as readonly string[]).includes(t)),
    ],
    monitoringActive: !!monitoring?.value && monitoring.value.is_active && engineOnline,
    destinos: { supabase: num(integ.confirmed_unrecorded) === 0, dashboard: realtime, comando: realtime },
    cycleOk:
      !!evening &&
      evening.status !== 'error' &&
      (evening.last_run === null || now.getTime() - Date.parse(evening.last_run) < 26 * 3_600_000) &&
      num(integ.pending_past_cutoff) === 0,
  };
}
