import type { Alerter, IncidentContext } from '@sinais/shared/server';
import type { EngineLiveness } from '../../platform/engine-liveness';
import type { RulesEvaluation } from './immutable-rules';

/**
 * The observations the incident pager groups, recorded in alert_state (one gateway wins each change): the
 * engine (down since its last heartbeat, up since the heartbeat that came back), this gateway's bus, the rules'
 * CRÍTICO. A condition first seen bad (a fresh database, a cold start) is stored as `*_inicial`: it opens no
 * incident until it has been seen healthy once.
 */
export async function recordEngine(alerter: Alerter, live: EngineLiveness): Promise<void> {
  await alerter.transition(
    'engine',
    live.online ? 'up' : 'down',
    live.at ?? undefined,
    live.online ? {} : { firstAs: 'down_inicial' },
  );
}

export async function recordBus(alerter: Alerter, healthy: boolean, now: Date): Promise<void> {
  await alerter.transition('bus', healthy ? 'up' : 'down', now);
}

export async function recordRules(alerter: Alerter, { status }: RulesEvaluation, now: Date): Promise<void> {
  const critical = status.label === 'CRÍTICO';
  await alerter.transition(
    'rules',
    critical ? 'critico' : 'ok',
    now,
    critical ? { firstAs: 'critico_inicial' } : {},
  );
}

/** What the pages say beyond the causes: the engine instance and limit, the rules' score and critical alerts. */
export function incidentContext(live: EngineLiveness | null, rules: RulesEvaluation | null): IncidentContext {
  return {
    engine: live?.heartbeat
      ? { instanceId: live.heartbeat.instance_id, staleAfterMs: live.staleAfterMs }
      : undefined,
    rules: rules
      ? {
          score: rules.status.score_geral,
          lines: rules.alerts.filter((a) => a.tipo === 'critico').map((a) => `• ${a.titulo}: ${a.descricao}`),
        }
      : undefined,
  };
}
