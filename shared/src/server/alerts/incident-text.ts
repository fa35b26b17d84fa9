import { formatDateTime, formatElapsed } from '../../domain/format';
import type { Alert } from './alerter';
import {
  LINGER_MS,
  type ActiveCause,
  type IncidentCause,
  type IncidentNotice,
  type OpenIncident,
} from './incident';

/** What the watch knows beyond the causes, for the message: the engine instance, the rules' score and alerts. */
export interface IncidentContext {
  engine?: { instanceId: string | null; staleAfterMs: number } | undefined;
  rules?: { score: number; lines: string[] } | undefined;
}

const CAUSE_PT: Record<IncidentCause, string> = {
  engine_down: 'Motor de análise fora do ar',
  bus_down: 'Barramento de eventos (Redis) fora do ar',
  rule_critical: 'Regras imutáveis em CRÍTICO',
};

const when = (d: Date | string) => formatDateTime(d, true);

/** One line per cause still active: what it is and since when. */
function causeLines(active: ActiveCause[], incident: OpenIncident): string {
  const consequence = (c: IncidentCause) => c === 'rule_critical' && incident.root !== 'rule_critical';
  return active
    .map(
      (a) =>
        `• ${CAUSE_PT[a.cause]} desde ${when(a.since)}${consequence(a.cause) ? ' (consequência: sem alerta à parte)' : ''}`,
    )
    .join('\n');
}

function openingText(incident: OpenIncident, active: ActiveCause[], now: Date, ctx: IncidentContext) {
  const root = active.find((a) => a.cause === incident.root);
  const since = root?.since ?? new Date(incident.started_at);
  const others = active.filter((a) => a.cause !== incident.root);
  const also = others.length ? `\nNo mesmo incidente:\n${causeLines(others, incident)}` : '';
  switch (incident.root) {
    case 'engine_down':
      return (
        `Nenhum heartbeat do motor desde ${when(since)} (há ${formatElapsed(now.getTime() - since.getTime())}` +
        `${ctx.engine ? `; limite: 3 heartbeats, ${formatElapsed(ctx.engine.staleAfterMs)}` : ''}). ` +
        `Nenhum par é analisado e nenhum sinal é confirmado.${also}`
      );
    case 'bus_down':
      return (
        `O gateway perdeu o barramento de eventos (Redis) às ${when(since)}. O motor segue analisando e ` +
        `gravando e os membros recebem os sinais pelo banco, com atraso; eventos ao vivo entre processos param.${also}`
      );
    case 'rule_critical':
      return (ctx.rules?.lines.join('\n') || 'Conformidade geral abaixo de 80 %.') + also;
  }
}

function title(root: IncidentCause, ctx: IncidentContext) {
  return root === 'rule_critical' && ctx.rules
    ? `${CAUSE_PT.rule_critical} (${ctx.rules.score.toLocaleString('pt-BR')} %)`
    : CAUSE_PT[root];
}

/** Consequences still bad at the recovery: said plainly, with what happens if they stay. */
function lingeringText(lingering: IncidentCause[]): string {
  if (lingering.length === 0) return '';
  const names = lingering.map((c) => CAUSE_PT[c]).join('; ');
  return `\nAinda ativo: ${names} — costuma normalizar na avaliação seguinte; se continuar por ${formatElapsed(LINGER_MS)}, abre um incidente próprio.`;
}

/** The alert a notice sends: text in pt-BR, details for machines, a dedup key per incident and notice. */
export function incidentAlert(
  notice: IncidentNotice,
  now: Date,
  ctx: IncidentContext,
  repeatMinutes: number,
): Alert {
  const { incident } = notice;
  const key = `incident:${incident.started_at}`;
  const details = {
    incident_start: incident.started_at,
    root_cause: incident.root,
    causes: incident.causes,
    ...(ctx.engine?.instanceId ? { instance_id: ctx.engine.instanceId } : {}),
  };
  const lasting = formatElapsed(now.getTime() - Date.parse(incident.started_at));
  switch (notice.type) {
    case 'opened':
      return {
        key: `${key}:opened`,
        kind: incident.root,
        severity: 'critical',
        title: title(incident.root, ctx),
        message: openingText(incident, notice.active, now, ctx),
        details,
      };
    case 'escalated':
      return {
        key: `${key}:escalated:${notice.cause}`,
        kind: notice.cause,
        severity: 'critical',
        title: `Incidente agravado: ${CAUSE_PT[notice.cause]}`,
        message: `${openingText(incident, notice.active, now, ctx)}\nIncidente aberto em ${when(incident.started_at)} (há ${lasting}).`,
        details,
      };
    case 'reminder':
      return {
        key: `${key}:reminder:${incident.reminders}`,
        kind: 'incident_reminder',
        severity: 'critical',
        title: `Incidente em andamento há ${lasting}: ${CAUSE_PT[incident.root]}`,
        message: `Aberto em ${when(incident.started_at)}. Ainda ativo:\n${causeLines(notice.active, incident)}\nPróximo lembrete em ${repeatMinutes} min enquanto durar.`,
        details: { ...details, reminder: incident.reminders },
      };
    case 'resolved': {
      const durationMs = notice.endedAt.getTime() - Date.parse(incident.started_at);
      const back =
        incident.root === 'engine_down'
          ? `O motor${ctx.engine?.instanceId ? ` ${ctx.engine.instanceId}` : ''} voltou a enviar heartbeats às ${when(notice.endedAt)}.`
          : `Normalizado às ${when(notice.endedAt)}.`;
      return {
        key: `${key}:resolved`,
        kind: incident.root === 'engine_down' ? 'engine_recovered' : 'incident_resolved',
        severity: 'info',
        title: `${CAUSE_PT[incident.root]}: resolvido após ${formatElapsed(durationMs)}`,
        message: `${back} Incidente de ${when(incident.started_at)} a ${when(notice.endedAt)} (duração: ${formatElapsed(durationMs)}). Causas: ${incident.causes.map((c) => CAUSE_PT[c]).join('; ')}.${lingeringText(notice.lingering)}`,
        details: {
          ...details,
          ended_at: notice.endedAt.toISOString(),
          duration_s: Math.round(durationMs / 1000),
        },
      };
    }
  }
}
