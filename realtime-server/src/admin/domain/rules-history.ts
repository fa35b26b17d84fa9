import { RULE_KEYS, type RulesHistory } from '@sinais/shared';
import type { ImmutableRulesRepo } from '../data/immutable-rules.repo';
import { incidentsOf, trendOverIncidents } from './incidents';

/** Parses '24h', '7d', '1h'; anything else is 24 h. */
export function periodMs(periodo: string | undefined): number {
  const m = /^(\d{1,3})(h|d)$/.exec(periodo ?? '');
  if (!m) return 86_400_000;
  const n = Math.max(1, Number(m[1]));
  return Math.min(n * (m[2] === 'd' ? 86_400_000 : 3_600_000), 30 * 86_400_000);
}

/**
 * The rules' history over a period: recorded scores, the incidents (grouped rule episodes with the alerts sent),
 * the trend over those incidents, and 7-day violations per rule.
 */
export async function rulesHistory(
  rules: ImmutableRulesRepo,
  periodo: string,
  now = new Date(),
): Promise<RulesHistory> {
  const since = new Date(now.getTime() - periodMs(periodo));
  const [{ points, violations }, episodes, alerts] = await Promise.all([
    rules.rulesHistoryRows(since, new Date(now.getTime() - 7 * 86_400_000)),
    rules.ruleEpisodes(since),
    rules.alertsSince(since),
  ]);
  const incidentes = incidentsOf(
    episodes.map((e) => ({
      ...e,
      started_at: new Date(e.started_at),
      resolved_at: e.resolved_at ? new Date(e.resolved_at) : null,
    })),
    alerts.map((a) => ({ ...a, created_at: new Date(a.created_at) })),
    now.getTime(),
  );
  const byRule = Object.fromEntries(RULE_KEYS.map((k) => [k, 0])) as Record<string, number>;
  for (const v of violations) byRule[v.rule] = Number(v.n);
  return {
    periodo,
    ...trendOverIncidents(incidentes, since.getTime(), now.getTime()),
    incidentes,
    violacoes_por_regra: byRule,
    pontos: points.map((p) => ({ timestamp: new Date(p.checked_at).toISOString(), score: Number(p.score) })),
    verificacoes: points.length,
  };
}
