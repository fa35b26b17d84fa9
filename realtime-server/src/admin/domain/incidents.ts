import type { Incident, RulesHistory } from '@sinais/shared';

export interface StoredEpisode {
  rule: string;
  severity: string;
  title: string;
  cause: string | null;
  started_at: Date;
  resolved_at: Date | null;
}

export interface StoredAlert {
  created_at: Date;
  action: string;
  target: string | null;
  title: string | null;
}

/** An alert about an incident can leave a little after it ended (the recovery notice, the next watch pass). */
const ALERT_AFTER_END_MS = 120_000;

const causeOf = (c: string | null): Incident['causa'] =>
  c === 'motor_fora' || c === 'pausa' ? c : 'verificacao';

const OUTCOME: Record<string, Incident['alertas'][number]['resultado']> = {
  'alert.sent': 'enviado',
  'alert.partial': 'parcial',
  'alert.failed': 'falhou',
  'alert.unsent': 'sem_destino',
};

/**
 * The alert kinds that speak of an incident of each cause: an alert of another kind sent meanwhile (a Binance
 * limit, a bus outage, another incident's page) belongs to something else.
 */
const KINDS_OF_CAUSE: Record<Incident['causa'], ReadonlySet<string>> = {
  motor_fora: new Set([
    'engine_down',
    'engine_recovered',
    'failover',
    'rule_critical',
    'incident_reminder',
    'incident_resolved',
  ]),
  pausa: new Set(['long_pause', 'rule_critical', 'incident_reminder', 'incident_resolved']),
  verificacao: new Set(['rule_critical', 'incident_reminder', 'incident_resolved']),
};

interface Group {
  start: number;
  /** Infinity while one of its episodes is open. */
  end: number;
  episodes: StoredEpisode[];
}

/**
 * Overlapping episodes of one cause are one incident (an outage hits rules 2 and 3 at once). Causes are kept apart:
 * a check failing for days would otherwise swallow every outage inside it into one endless incident.
 */
function groupEpisodes(episodes: StoredEpisode[]): Group[] {
  const sorted = [...episodes].sort((a, b) => a.started_at.getTime() - b.started_at.getTime());
  const groups: Group[] = [];
  const lastOf = new Map<Incident['causa'], Group>();
  for (const e of sorted) {
    const start = e.started_at.getTime();
    const end = e.resolved_at ? e.resolved_at.getTime() : Infinity;
    const cause = causeOf(e.cause);
    const g = lastOf.get(cause);
    if (g && start < g.end) {
      g.end = Math.max(g.end, end);
      g.episodes.push(e);
    } else {
      const fresh = { start, end, episodes: [e] };
      groups.push(fresh);
      lastOf.set(cause, fresh);
    }
  }
  return groups.sort((a, b) => a.start - b.start);
}

/** The incidents of a set of episodes, each with the alerts sent while it lasted; newest first. */
export function incidentsOf(episodes: StoredEpisode[], alerts: StoredAlert[], now: number): Incident[] {
  return groupEpisodes(episodes)
    .map((g): Incident => {
      const open = g.end === Infinity;
      const until = open ? now : g.end + ALERT_AFTER_END_MS;
      const causa = causeOf(g.episodes[0]!.cause);
      const kinds = KINDS_OF_CAUSE[causa];
      const rules = new Map<string, Incident['regras'][number]>();
      for (const e of g.episodes)
        if (!rules.has(e.rule)) rules.set(e.rule, { regra: e.rule, titulo: e.title, severidade: e.severity });
      return {
        inicio: new Date(g.start).toISOString(),
        fim: open ? null : new Date(g.end).toISOString(),
        duracao_s: Math.max(0, Math.round(((open ? now : g.end) - g.start) / 1000)),
        causa,
        regras: [...rules.values()].sort((a, b) => a.regra.localeCompare(b.regra)),
        alertas: alerts
          .filter((a) => {
            const t = a.created_at.getTime();
            return t >= g.start && t <= until && OUTCOME[a.action] && kinds.has(a.target ?? '');
          })
          .map((a) => ({
            em: a.created_at.toISOString(),
            tipo: a.target ?? '—',
            titulo: a.title ?? '—',
            resultado: OUTCOME[a.action]!,
          })),
      };
    })
    .reverse();
}

const plural = (n: number) => (n === 1 ? '1 incidente' : `${n} incidentes`);

/**
 * The trend over incidents: the recent half of the period against the earlier half, by count, then by time spent
 * in incident. An incident still open, or more of them lately, is 'piorando'; 'melhorando' needs fewer incidents
 * lately and none ended in the last quarter of the period: an outage never reads as improving.
 */
export function trendOverIncidents(
  incidents: Incident[],
  periodStart: number,
  now: number,
): Pick<RulesHistory, 'tendencia' | 'tendencia_motivo'> {
  if (incidents.some((i) => i.fim === null))
    return { tendencia: 'piorando', tendencia_motivo: 'Há um incidente em curso.' };
  const mid = periodStart + (now - periodStart) / 2;
  const halves = [
    { n: 0, s: 0 },
    { n: 0, s: 0 },
  ];
  for (const i of incidents) {
    const start = Date.parse(i.inicio);
    const end = Date.parse(i.fim!);
    const h = halves[start >= mid ? 1 : 0]!;
    h.n += 1;
    h.s += (end - Math.max(start, periodStart)) / 1000;
  }
  const [older, recent] = halves as [{ n: number; s: number }, { n: number; s: number }];
  const motivo = `${plural(recent.n)} na metade recente do período, ${plural(older.n)} na anterior.`;
  const worse = recent.n > older.n || (recent.n === older.n && recent.n > 0 && recent.s > older.s * 1.1 + 1);
  // Fewer incidents lately is not yet better while the last one ended within the last quarter of the period.
  const lastEnd = Math.max(0, ...incidents.map((i) => Date.parse(i.fim!)));
  const settled = lastEnd < now - (now - periodStart) / 4;
  const better = recent.n < older.n && settled;
  return {
    tendencia: worse ? 'piorando' : better ? 'melhorando' : 'estavel',
    tendencia_motivo: recent.n < older.n && !settled ? `${motivo} O último terminou há pouco.` : motivo,
  };
}
