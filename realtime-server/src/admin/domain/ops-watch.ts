import { formatDateTime, formatElapsed } from '@sinais/shared';
import { readEngineControl, type Alerter } from '@sinais/shared/server';
import type { AdminDeps } from './deps';
import { readEngineLiveness } from '../../platform/engine-liveness';
import type { RulesEvaluation } from './immutable-rules';
import type { RulesCheck } from './rules-check';

/** Without a state change, the rules are still evaluated (and a trend point recorded) this often. */
const RULES_EVERY_MS = 60_000;

export interface OpsWatch {
  stop(): void;
  /** One pass; `now` is injectable so tests drive time. */
  tick(now?: Date): Promise<void>;
}

type WatchDeps = Pick<AdminDeps, 'db' | 'bus' | 'logger' | 'config'>;

/** The engine going down and coming back: one alert per incident, keyed by the change's start. */
async function watchEngine(ctx: WatchDeps, alerter: Alerter, now: Date) {
  const live = await readEngineLiveness(ctx.db, now.getTime());
  if (!live.heartbeat) return 'nunca'; // never reported: nothing went down
  // Down since the last heartbeat; up since the heartbeat that came back.
  const t = await alerter.transition('engine', live.online ? 'up' : 'down', live.at ?? undefined);
  const id = live.heartbeat.instance_id;
  if (t?.previous === 'up' && !live.online)
    await alerter.notify({
      key: `engine_down:${t.since.toISOString()}`,
      kind: 'engine_down',
      severity: 'critical',
      title: 'Motor de análise fora do ar',
      message: `Nenhum heartbeat do motor desde ${formatDateTime(t.since, true)} (há ${formatElapsed(live.ageMs ?? 0)}; limite: 3 heartbeats, ${formatElapsed(live.staleAfterMs)}). Nenhum par é analisado e nenhum sinal é confirmado.`,
      details: {
        instance_id: id,
        heartbeat_age_ms: live.ageMs,
        last_heartbeat: live.at?.toISOString() ?? null,
      },
    });
  else if (t?.previous === 'down' && live.online)
    await alerter.notify({
      key: `engine_recovered:${t.since.toISOString()}`,
      kind: 'engine_recovered',
      severity: 'info',
      title: 'Motor de análise de volta',
      message: `O motor ${id} voltou a enviar heartbeats às ${formatDateTime(t.since, true)}.`,
      details: { instance_id: id },
    });
  return live.online ? 'up' : 'down';
}

/** A pause lasting longer than ALERT_PAUSE_HOURS: one alert per pause episode (its version). */
async function watchPause(ctx: WatchDeps, alerter: Alerter, now: Date) {
  const c = await readEngineControl(ctx.db);
  if (!c.paused) return false;
  const pausedMs = now.getTime() - Date.parse(c.changed_at);
  if (pausedMs < ctx.config.ALERT_PAUSE_HOURS * 3_600_000) return true;
  const t = await alerter.transition(`pause:${c.version}`, 'long');
  if (t === undefined) return true;
  const limit = formatElapsed(ctx.config.ALERT_PAUSE_HOURS * 3_600_000);
  await alerter.notify({
    key: `long_pause:${c.version}`,
    kind: 'long_pause',
    severity: 'warning',
    title: `Motor pausado há mais de ${limit}`,
    message: `Pausado por ${c.actor_email ?? 'sistema'} em ${formatDateTime(c.changed_at, true)} (há ${formatElapsed(pausedMs)}): ${c.reason ?? 'sem motivo'}. Nenhum sinal novo chega aos membros.`,
    details: { paused_by: c.actor_email, since: c.changed_at, reason: c.reason, until: c.paused_until },
  });
  return true;
}

/** Alerts when the rules turn CRÍTICO (once per incident). */
async function alertOnCriticalRules(alerter: Alerter, { status, alerts }: RulesEvaluation) {
  const critical = status.label === 'CRÍTICO';
  const t = await alerter.transition('rules', critical ? 'critico' : 'ok');
  if (t?.previous === 'ok' && critical)
    await alerter.notify({
      key: `rules_critical:${t.since.toISOString()}`,
      kind: 'rule_critical',
      severity: 'critical',
      title: `Regras imutáveis em CRÍTICO (${status.score_geral.toLocaleString('pt-BR')} %)`,
      message:
        alerts
          .filter((a) => a.tipo === 'critico')
          .map((a) => `• ${a.titulo}: ${a.descricao}`)
          .join('\n') || 'Conformidade geral abaixo de 80 %.',
      details: { score: status.score_geral },
    });
}

/**
 * What each gateway watches to alert operators when nobody has a page open: the engine going down and
 * coming back, the immutable rules turning CRÍTICO, and a pause lasting longer than ALERT_PAUSE_HOURS.
 * Every change is claimed in alert_state (one gateway wins it), so N gateways send one alert, and each alert
 * is keyed by its incident (the change's start): a second outage after a recovery alerts again, whatever the
 * dedup window. The same state changes (engine up/down, pause, bus) drive the rules evaluation, so a rule
 * episode opens and closes with the incident, at its real start and end.
 */
export function startOpsWatch(
  ctx: WatchDeps,
  alerter: Alerter,
  rules: RulesCheck,
  everyMs: number,
): OpsWatch {
  let running: Promise<void> | null = null;
  let lastSignature = '';
  let lastRulesAt = 0;

  const pass = async (now: Date) => {
    const [e, p] = await Promise.allSettled([watchEngine(ctx, alerter, now), watchPause(ctx, alerter, now)]);
    for (const r of [e, p])
      if (r.status === 'rejected') ctx.logger.warn({ err: r.reason }, 'verificação de alertas falhou');
    const signature = [
      e.status === 'fulfilled' ? e.value : '?',
      p.status === 'fulfilled' ? p.value : '?',
      ctx.bus.isHealthy(),
    ].join('|');
    const changed = signature !== lastSignature;
    if (!changed && now.getTime() - lastRulesAt < RULES_EVERY_MS) return;
    lastSignature = signature;
    // A state change records a trend point now; otherwise once a minute.
    await rules
      .evaluate(now, changed)
      .then((evaluation) => {
        lastRulesAt = now.getTime();
        return alertOnCriticalRules(alerter, evaluation);
      })
      .catch((err: unknown) => ctx.logger.warn({ err }, 'verificação das regras falhou'));
  };

  const tick = (now = new Date()) => {
    running ??= pass(now).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
